import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import type { DraftJob } from '../../src/batch/plan.js';
import { BatchProgress } from '../../src/batch/progress.js';
import { renderScreen } from '../support/screen.js';

function terminal(columns: number, rows: number) {
  let output = '';
  const write = (text: string) => {
    output += text;
    return true;
  };
  const out = { columns, rows, write } as unknown as NodeJS.WriteStream;
  return { out, output: () => output };
}

const jobs = (n: number): DraftJob[] =>
  Array.from(
    { length: n },
    (_, i) => ({ key: `k${i}`, label: `draft-${i + 1}`, prompt: 'p', settings: {} }) as DraftJob,
  );

describe('the batch live display', () => {
  it('is never taller than the terminal: the running drafts first, one line counting the rest', () => {
    const term = terminal(80, 10);
    const all = jobs(30);
    const progress = new BatchProgress(all, term.out, new Chalk({ level: 0 }), true);
    progress.start();
    for (const job of all.slice(0, 12)) progress.stateChanged(job, 'done');
    for (const job of all.slice(20, 23)) progress.stateChanged(job, 'running');
    progress.stop();
    const { lines } = renderScreen(term.output(), 80, 10);
    const block = lines.filter((line) => line !== '');
    expect(block.length).toBeLessThanOrEqual(8);
    for (const label of ['draft-21', 'draft-22', 'draft-23'])
      expect(block.some((l) => l.startsWith(`${label} `))).toBe(true);
    expect(block.at(-1)).toMatch(/^… 23 more: \d+ done, \d+ waiting$/);
  });

  it('a message (Ctrl+C) goes above the block, which is drawn once below it', () => {
    const term = terminal(80, 24);
    const all = jobs(3);
    const progress = new BatchProgress(all, term.out, new Chalk({ level: 0 }), true);
    progress.start();
    progress.stateChanged(all[0] as DraftJob, 'running');
    progress.message('\nStopping: saving the context… (press Ctrl+C again to quit at once)');
    progress.stateChanged(all[0] as DraftJob, 'interrupted');
    progress.stop();
    const { lines } = renderScreen(term.output(), 80);
    expect(lines[0]).toMatch(/^Stopping: saving the context/);
    expect(lines.filter((line) => line.startsWith('draft-1 '))).toEqual([expect.stringMatching(/interrupted/)]);
  });

  it("a finished draft's line gives what its report gives: the spend after its last request", () => {
    const term = terminal(100, 24);
    const [job] = jobs(1) as [DraftJob];
    const progress = new BatchProgress([job], term.out, new Chalk({ level: 0 }), true);
    progress.start();
    progress.stateChanged(job, 'running');
    // The iteration line tells the spend before its request: $0.04 of the $0.05 the draft will have cost.
    progress.reporterFor(job)({
      type: 'iteration',
      iteration: 3,
      maxIteration: 50,
      tokens: { tokens: 1, limit: 100, spend: { run: 0.04, total: 0.04 } },
    });
    const result = {
      key: job.key,
      label: job.label,
      prompt: 'p',
      state: 'done',
      skipped: false,
      resumed: false,
      folder: 'f',
      files: 1,
      words: 10,
      tokens: { promptTokens: 0, cachedTokens: 0, outputTokens: 0, thoughtTokens: 0, totalTokens: 0 },
      seconds: 1,
      message: 'Done.',
      cost: 0.05,
    } as const;
    progress.stateChanged(job, 'done', result);
    progress.stop();
    const { lines } = renderScreen(term.output(), 100);
    const line = lines.find((l) => l.startsWith('draft-1 '));
    expect(line).toContain('$0.05');
    expect(line).not.toContain('$0.04');
  });
});
