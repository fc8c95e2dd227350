import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatStatus } from '../../src/cli/status.js';
import { newestProject, projectStatus } from '../../src/craft/status.js';
import { makeChalk } from '../../src/ui/consoleReporter.js';
import { tempDir } from '../support/cli.js';

const words = (n: number, word = 'sea') => Array.from({ length: n }, () => word).join(' ');

/** A sample project: the outline names three chapters out of file-name order; one is missing. */
function sampleProject(): string {
  const dir = path.join(tempDir(), 'output', 'Salt');
  mkdirSync(path.join(dir, '.writer'), { recursive: true });
  writeFileSync(
    path.join(dir, 'outline.md'),
    '# Salt and Iron\n\n- `prologue.md` — Before — 100 words\n- `ch1.md` — Arrival — 200 words\n- `ch2.md` — Departure — 200 words\n',
  );
  writeFileSync(path.join(dir, 'bible.md'), 'Mara Vell.');
  writeFileSync(path.join(dir, 'prologue.md'), words(100, 'fog'));
  writeFileSync(path.join(dir, 'ch1.md'), `# One: Arrival\n\n${words(500)}`);
  writeFileSync(path.join(dir, 'notes.md'), 'loose ideas');
  writeFileSync(
    path.join(dir, '.writer', 'session.jsonl'),
    `${JSON.stringify({ type: 'session', version: 1, prompt: 'Write a 1,000-word tale', model: 'm', startedAt: 'x', targetWords: 1000 })}\n${JSON.stringify({ type: 'end', iteration: 9, at: 'x', status: 'max-iterations' })}\n`,
  );
  return dir;
}

describe('projectStatus', () => {
  it('reports coverage, word counts, length scores and how to resume', async () => {
    const dir = sampleProject();
    const status = await projectStatus(dir);
    expect(status.chapters.map((c) => [c.file, c.words, c.written, c.score])).toEqual([
      ['prologue.md', 100, true, 100],
      ['ch1.md', 502, true, 50], // 2.51× the budget: 100·(1 − 1.51/3)
      ['ch2.md', 0, false, undefined],
    ]);
    expect(status.workWords).toBe(100 + 502); // 602 of 1,000: 100·(1 − (1000/602 − 1)/2) = 67
    expect(status.totalWords).toBeGreaterThan(status.workWords); // the outline, bible and notes count there
    expect(status).toMatchObject({ targetWords: 1000, targetSource: 'session', score: 67, resumable: true });
    expect(status.otherFiles.map((f) => f.path)).toEqual(['notes.md']);
    const text = formatStatus(status, makeChalk(process.stdout, { NO_COLOR: '1' }));
    expect(text).toContain('Outline: 2 of 3 chapters written');
    expect(text).toMatch(/✗ ch2\.md/);
    expect(text).toContain('last run ended: max-iterations at iteration 9');
    expect(text).toContain(`Resume: writer --recover ${dir}`);
  });

  it('counts the findings of review.md, keeps it out of the work, and offers revise for a finished session', async () => {
    const dir = sampleProject();
    writeFileSync(
      path.join(dir, 'review.md'),
      '# Review\n\n- [fixed] ch1.md:3 — eyes\n- [left] ch1.md:9 — the letter\n- [fixed] prologue.md:1 — fog\n',
    );
    writeFileSync(
      path.join(dir, '.writer', 'session.jsonl'),
      `${JSON.stringify({ type: 'session', version: 1, prompt: 'Write', model: 'm', startedAt: 'x' })}\n${JSON.stringify({ type: 'end', iteration: 9, at: 'x', status: 'done' })}\n`,
    );
    const status = await projectStatus(dir);
    expect(status.review).toEqual({ fixed: 2, left: 1, open: 0, dismissed: 0, fromCheck: 0 });
    expect(status.otherFiles.map((f) => f.path)).toEqual(['notes.md']);
    expect(status.workWords).toBe(100 + 502);
    const text = formatStatus(status, makeChalk(process.stdout, { NO_COLOR: '1' }));
    expect(text).toContain('Review: 2 fixed, 1 left (review.md)');
    expect(text).toContain(`Revise: writer revise ${dir} "instructions"`);
    expect(text).not.toContain('Resume:');
  });

  it("shows the project's spend in all, from the journal's usage records and the price table", async () => {
    const dir = sampleProject();
    const usage = (promptTokens: number, outputTokens: number) => ({
      promptTokens,
      cachedTokens: 0,
      outputTokens,
      thoughtTokens: 0,
      totalTokens: promptTokens + outputTokens,
    });
    const records = [
      { type: 'session', version: 1, prompt: 'Write a tale', model: 'gemini-3-flash-preview', startedAt: 'x' },
      { type: 'message', iteration: 1, content: { role: 'model', parts: [{ text: 'a' }] }, usage: usage(1_000_000, 0) },
      { type: 'usage', iteration: 1, usage: usage(0, 100_000) }, // a summary call
      { type: 'resume', iteration: 1, at: 'x', from: 'journal', reset: false },
      { type: 'message', iteration: 2, content: { role: 'model', parts: [{ text: 'b' }] }, usage: usage(200_000, 0) },
    ];
    writeFileSync(path.join(dir, '.writer', 'session.jsonl'), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const text = formatStatus(await projectStatus(dir), makeChalk(process.stdout, { NO_COLOR: '1' }));
    // $0.50 + $0.30 + $0.10 at Gemini 3 Flash prices, over both runs.
    expect(text).toContain('Spent: $0.90 in all (3 requests, estimated from the price table)');
  });

  it('finds the newest project in an output folder', async () => {
    const dir = sampleProject();
    expect(await newestProject(path.dirname(dir))).toBe(dir);
  });
});
