import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { SpendAccount } from '../../src/cost/budget.js';
import { chapterJobs, type DraftDeps, draftChapters } from '../../src/parallel/draft.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { tempDir } from '../support/cli.js';
import { call, ScriptedModel, type Step, text, turn } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

/** Drafting the chapters: at most N sessions at once, each chapter's end told as it comes, a failure kept to its chapter. */

const ch = (n: number) => `chapter_0${n}.md`;
const plan = [1, 2, 3].map((n) => ({ file: ch(n), title: `Part ${n}`, budget: 50 }));

function bookDir(): string {
  const dir = path.join(tempDir(), 'Book');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'outline.md'), '# Book\n');
  writeFileSync(path.join(dir, 'bible.md'), '# Bible\n');
  return dir;
}

const writes = (file: string): Step[] => [
  turn([call('write_file', { filename: file, content: `${'tide '.repeat(60)}\n`, mode: 'create' })]),
  text('Written.'),
];

function deps(dir: string, scripts: (file: string) => Step[], extra: Partial<DraftDeps> = {}) {
  const states: string[] = [];
  const d: DraftDeps = {
    project: { name: 'Book', dir },
    settings: testSettings({ outputDir: path.dirname(dir), review: false, model: 'gemini-2.5-flash' }),
    modelFor: (file) => new ScriptedModel(scripts(file)),
    reporterFor: () => silentReporter,
    signal: new AbortController().signal,
    prices: DEFAULT_PRICES,
    resumeCommand: 'writer --recover Book',
    concurrency: 1,
    onState: (file, state, result) => states.push(`${file}:${state}${result ? `:${result.status}` : ''}`),
    ...extra,
  };
  return { d, states };
}

describe('chapterJobs', () => {
  it('each chapter with its neighbours and its place in the book', () => {
    const jobs = chapterJobs(plan);
    expect(jobs.map((job) => [job.chapter.file, job.previous?.file, job.next?.file, job.number, job.of])).toEqual([
      [ch(1), undefined, ch(2), 1, 3],
      [ch(2), ch(1), ch(3), 2, 3],
      [ch(3), ch(2), undefined, 3, 3],
    ]);
  });
});

describe('draftChapters', () => {
  it('in reading order, one at a time: running, then how each ended', async () => {
    const dir = bookDir();
    const { d, states } = deps(dir, writes);
    const results = await draftChapters(chapterJobs(plan), d);
    expect(results.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect(states).toEqual([
      `${ch(1)}:running`,
      `${ch(1)}:done:done`,
      `${ch(2)}:running`,
      `${ch(2)}:done:done`,
      `${ch(3)}:running`,
      `${ch(3)}:done:done`,
    ]);
  });

  it('a chapter session that throws is that chapter failed, with why; the others go on', async () => {
    const dir = bookDir();
    const { d } = deps(dir, writes, {
      modelFor: (file) => {
        if (file === ch(2)) throw new Error('no model for this one');
        return new ScriptedModel(writes(file));
      },
    });
    const results = await draftChapters(chapterJobs(plan), d);
    expect(results.map((r) => r.status)).toEqual(['done', 'failed', 'done']);
    expect(results[1]).toMatchObject({
      file: ch(2),
      budget: 50,
      message: 'no model for this one',
      skipped: false,
      resumed: false,
      words: 0,
      iterations: 0,
      runIterations: 0,
      filesWritten: [],
      usages: { run: [], total: [] },
      model: 'gemini-2.5-flash',
      proposals: [],
    });
  });

  it('an interrupt leaves the chapters not yet begun "not started", untold', async () => {
    const dir = bookDir();
    const controller = new AbortController();
    const { d, states } = deps(
      dir,
      (file) => [
        () => {
          controller.abort();
          return turn([call('write_file', { filename: file, content: 'tide '.repeat(60), mode: 'create' })]);
        },
        text('Written.'),
      ],
      { signal: controller.signal },
    );
    const results = await draftChapters(chapterJobs(plan), d);
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['interrupted', expect.any(String)],
      ['not started', 'not started: interrupted'],
      ['not started', 'not started: interrupted'],
    ]);
    expect(states.filter((s) => s.startsWith(ch(2)))).toEqual([]);
  });

  it('a spent budget starts no chapter: each is told "not started (budget)"', async () => {
    const dir = bookDir();
    const { d, states } = deps(dir, writes, { account: new SpendAccount(0, undefined, 'the budget') });
    const results = await draftChapters(chapterJobs(plan.slice(0, 2)), d);
    expect(results.map((r) => [r.status, r.message, r.budget])).toEqual([
      ['not started (budget)', 'not started: the budget is spent', 50],
      ['not started (budget)', 'not started: the budget is spent', 50],
    ]);
    expect(states).toEqual([
      `${ch(1)}:not started (budget):not started (budget)`,
      `${ch(2)}:not started (budget):not started (budget)`,
    ]);
  });

  it('a chapter without a budget has none in its result, even when it never ran', async () => {
    const dir = bookDir();
    const { d } = deps(dir, writes, { account: new SpendAccount(0, undefined, 'the budget') });
    const [only] = await draftChapters(chapterJobs([{ file: ch(1), title: 'One' }]), d);
    expect(only).not.toHaveProperty('budget');
  });
});
