import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { type ChapterDeps, type ChapterResult, runChapter } from '../../src/parallel/chapterSession.js';
import { chapterSessionRows, chapterSessionsSpend, chapterSessionsStatus } from '../../src/parallel/status.js';
import { formatChapters, summarizeChapters } from '../../src/parallel/summary.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { tempDir } from '../support/cli.js';
import { call, ScriptedModel, turn } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

/**
 * The figures of a book's chapter sessions (the run summary, `writer status`)
 * from real chapter journals: chapter sessions run in-process on scripted
 * models whose replies report their tokens.
 */

const ch = (n: number) => `chapter_0${n}.md`;
const OUTLINE = `# Book\n\n- \`${ch(1)}\` — One — 100 words\n- \`${ch(2)}\` — Two — 1000 words\n- \`${ch(3)}\` — Three\n`;
const PROMPT = 100_000; // $0.05 a request at gemini-3-flash-preview's input price

function bookDir(): string {
  const dir = path.join(tempDir(), 'Book');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'outline.md'), OUTLINE);
  writeFileSync(path.join(dir, 'bible.md'), '# Bible\n');
  return dir;
}

function deps(dir: string, model: ScriptedModel, modelName = 'gemini-3-flash-preview'): ChapterDeps {
  return {
    project: { name: 'Book', dir },
    settings: testSettings({ outputDir: path.dirname(dir), review: false, model: modelName }),
    modelFor: () => model,
    reporterFor: () => silentReporter,
    signal: new AbortController().signal,
    prices: DEFAULT_PRICES,
    resumeCommand: 'writer --recover Book',
  };
}

/** Chapter `n` written with `words` words in two requests, each reporting 100,000 prompt tokens. */
async function draft(dir: string, n: number, words: number, modelName?: string): Promise<ChapterResult> {
  const model = new ScriptedModel([
    turn([call('write_file', { filename: ch(n), content: `${'tide '.repeat(words)}\n`, mode: 'create' })], {
      promptTokens: PROMPT,
    }),
    turn([{ text: 'Written.' }], { promptTokens: PROMPT }),
    turn([{ text: 'Written, as it stands.' }], { promptTokens: PROMPT }),
  ]);
  return runChapter({ chapter: { file: ch(n), title: String(n) }, number: n, of: 3 }, deps(dir, model, modelName));
}

describe('the chapter sessions in the run summary', () => {
  it('counts this run and every run apart, per chapter and in all; names the short chapters', async () => {
    const dir = bookDir();
    // An earlier run drafted chapter 1; this run finds it done and drafts chapter 2 (short); chapter 3 never starts.
    await draft(dir, 1, 120);
    const skipped = await runChapter(
      { chapter: { file: ch(1), title: '1', budget: 100 }, number: 1, of: 3 },
      deps(dir, new ScriptedModel([])),
    );
    const second = await draft(dir, 2, 60);
    expect(second.status).toBe('done');
    const summary = await summarizeChapters(dir, [skipped, second], DEFAULT_PRICES, 'gemini-3-flash-preview');
    expect(summary).toBeDefined();
    if (!summary) return;
    expect(summary.chapters.map((c) => [c.file, c.state, c.words, c.budget, c.iterations])).toEqual([
      [ch(1), 'done', 120, 100, 2],
      [ch(2), 'done', 60, 1000, 2],
      [ch(3), 'not started', 0, undefined, 0],
    ]);
    expect(summary.chapters.map((c) => [c.tokens.run.promptTokens, c.tokens.total.promptTokens])).toEqual([
      [0, 2 * PROMPT],
      [2 * PROMPT, 2 * PROMPT],
      [0, 0],
    ]);
    expect(summary.chapters.map((c) => c.cost)).toEqual([
      { run: 0, total: 0.10006 },
      { run: 0.10006, total: 0.10006 },
      { run: 0, total: 0 },
    ]);
    expect(summary.iterations).toEqual({ run: 2, total: 4 });
    expect(summary.filesWritten).toEqual([{ path: ch(2), words: 60 }]);
    expect(summary.tokens.run.promptTokens).toBe(2 * PROMPT);
    expect(summary.tokens.total.promptTokens).toBe(4 * PROMPT);
    expect(summary.cost).toEqual({ run: 0.10006, total: 0.20012 });
    // Chapter 2 has 60 of 1,000 words; chapter 3 never started is not "short".
    expect(summary.short).toEqual([ch(2)]);
    expect(formatChapters(summary)).toEqual([
      'Chapter sessions: 400,000 prompt, 40 output tokens · $0.20',
      '  chapter_01.md  done        120 of 100 words · 200,000 prompt tokens · $0.10',
      '  chapter_02.md  done        60 of 1,000 words · 200,000 prompt tokens · $0.10',
      '  chapter_03.md  not started 0 words · 0 prompt tokens · $0.0000',
    ]);
  });

  it('a chapter on a model without a price: no money for it, nor for the whole', async () => {
    const dir = bookDir();
    const result = await draft(dir, 1, 120, 'unpriced-model');
    const summary = await summarizeChapters(dir, [result], DEFAULT_PRICES, 'gemini-3-flash-preview');
    expect(summary?.chapters[0]?.cost).toBeUndefined();
    expect(summary?.chapters[1]?.cost).toEqual({ run: 0, total: 0 });
    expect(summary?.cost).toBeUndefined();
    expect(formatChapters(summary as NonNullable<typeof summary>)[0]).toBe(
      'Chapter sessions: 200,000 prompt, 20 output tokens',
    );
  });

  it('a book whose outline plans no chapters has no chapter summary', async () => {
    const dir = bookDir();
    writeFileSync(path.join(dir, 'outline.md'), '# Book\n\nOne breath.\n');
    expect(await summarizeChapters(dir, [], DEFAULT_PRICES, 'm')).toBeUndefined();
  });
});

describe('the chapter sessions in `writer status`', () => {
  it("one line per planned chapter from its journal: state, words of its budget, iteration, spend; the sessions' total", async () => {
    const dir = bookDir();
    await draft(dir, 1, 120);
    await draft(dir, 2, 60);
    const status = await chapterSessionsStatus(dir, DEFAULT_PRICES);
    expect(status.lines).toEqual([
      '',
      'Chapter sessions (--parallel):',
      '  chapter_01.md  done · 120 of 100 words · iteration 2 · $0.10',
      '  chapter_02.md  done · 60 of 1,000 words · iteration 2 · $0.10',
      '  chapter_03.md  not started',
      '  Spent by chapter sessions: $0.20',
    ]);
    expect(status.spend).toEqual({ usd: 0.20012, requests: 4 });
    expect(await chapterSessionsSpend(dir, DEFAULT_PRICES)).toEqual({ usd: 0.20012, requests: 4 });
    const rows = await chapterSessionRows(dir, DEFAULT_PRICES);
    expect(rows?.rows.map((row) => [row.file, row.state, row.requests, row.lastEventMs !== undefined])).toEqual([
      [ch(1), 'done', 2, true],
      [ch(2), 'done', 2, true],
      [ch(3), 'not started', 0, false],
    ]);
    expect(rows?.rows[2]).not.toHaveProperty('usd');
  });

  it('a chapter on a model without a price shows no money on its line', async () => {
    const dir = bookDir();
    await draft(dir, 3, 80, 'unpriced-model');
    const status = await chapterSessionsStatus(dir, DEFAULT_PRICES);
    expect(status.lines).toContain('  chapter_03.md  done · 80 words · iteration 2');
  });

  it('a book never drafted in parallel (no chapter sessions) shows no such lines and no spend', async () => {
    const dir = bookDir();
    expect(await chapterSessionsStatus(dir, DEFAULT_PRICES)).toEqual({ lines: [] });
    expect(await chapterSessionsSpend(dir, DEFAULT_PRICES)).toBeUndefined();
    mkdirSync(path.join(dir, '.writer', 'chapters'), { recursive: true });
    expect(await chapterSessionRows(dir, DEFAULT_PRICES)).toBeUndefined();
  });
});
