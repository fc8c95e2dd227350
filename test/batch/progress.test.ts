import { Chalk } from 'chalk';
import { describe, expect, it, vi } from 'vitest';
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

describe('the batch display in a log (not a terminal): one plain line per change', () => {
  function logged(quiet = false) {
    const term = terminal(40, 5);
    const all = jobs(2);
    const progress = new BatchProgress(all, term.out, new Chalk({ level: 0 }), false, quiet, () => 0);
    return {
      progress,
      all,
      lines: () =>
        term
          .output()
          .split('\n')
          .filter((line) => line !== ''),
    };
  }

  it('each state change and iteration is a whole line (never cut to a width), with the whole word "iteration"', () => {
    const { progress, all, lines } = logged();
    const [one, two] = all as [DraftJob, DraftJob];
    progress.start();
    progress.stateChanged(one, 'running');
    progress.reporterFor(one)({
      type: 'iteration',
      iteration: 2,
      maxIteration: 50,
      tokens: { tokens: 1, limit: 100, spend: { run: 0.031, total: 0.031 } },
    });
    // Words and notes change the line without a line of their own; the next line shows them.
    progress.reporterFor(one)({
      type: 'tool_result',
      name: 'write_file',
      result: { ok: true, work_words: 1_234 },
    } as never);
    progress.reporterFor(one)({ type: 'notice', message: 'Retrying in 2 s\n(429)' });
    progress.stateChanged(two, 'skipped');
    progress.stateChanged(one, 'failed', {
      key: one.key,
      label: one.label,
      prompt: 'p',
      state: 'failed',
      skipped: false,
      resumed: false,
      folder: 'f',
      files: 1,
      words: 1_300,
      tokens: { promptTokens: 0, cachedTokens: 0, outputTokens: 0, thoughtTokens: 0, totalTokens: 0 },
      seconds: 1,
      message: 'The API refused\nthe request.',
    });
    progress.stop();
    expect(lines()).toEqual([
      'draft-1 running                                   0 words',
      'draft-1 running               iteration 2/50       0 words  $0.03',
      'draft-2 done (earlier run)                        0 words',
      'draft-1 failed                iteration 2/50   1,300 words  $0.03  The API refused the request.',
    ]);
  });

  it('--quiet writes no progress line', () => {
    const { progress, all, lines } = logged(true);
    progress.stateChanged(all[0] as DraftJob, 'running');
    progress.stateChanged(all[0] as DraftJob, 'done');
    expect(lines()).toEqual([]);
  });

  it('a compressed context and a finished draft: the note is set, then cleared when done', () => {
    const { progress, all, lines } = logged();
    const [one] = all as [DraftJob];
    progress.reporterFor(one)({ type: 'compression', report: { applied: false } } as never);
    progress.stateChanged(one, 'running');
    progress.reporterFor(one)({ type: 'compression', report: { applied: true } } as never);
    progress.stateChanged(one, 'running');
    progress.stateChanged(one, 'done', {
      key: one.key,
      label: one.label,
      prompt: 'p',
      state: 'done',
      skipped: false,
      resumed: false,
      folder: 'f',
      files: 1,
      words: 9,
      tokens: { promptTokens: 0, cachedTokens: 0, outputTokens: 0, thoughtTokens: 0, totalTokens: 0 },
      seconds: 1,
      message: 'The work is done.',
    });
    expect(lines()).toEqual([
      'draft-1 running                                   0 words',
      'draft-1 running                                   0 words  context compressed',
      'draft-1 done                                      9 words',
    ]);
  });

  it('a message for the person goes to stderr, not into the log of lines', () => {
    const { progress, lines } = logged();
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      progress.message('Stopping…');
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual(['Stopping…\n']);
    expect(lines()).toEqual([]);
  });

  it('an update for a draft not in the batch changes nothing', () => {
    const { progress, lines } = logged();
    progress.stateChanged({ key: 'other', label: 'other', prompt: 'p', settings: {} } as unknown as DraftJob, 'done');
    expect(lines()).toEqual([]);
  });
});

describe('the batch display: colour says how a draft stands', () => {
  it('done green, running cyan, waiting and not started dim, every stop red; the note dim', () => {
    const c = new Chalk({ level: 1 });
    const term = terminal(200, 5);
    const all = jobs(1);
    const job = all[0] as DraftJob;
    const progress = new BatchProgress(all, term.out, c, false, false, () => 0);
    const states = ['running', 'done', 'skipped', 'not started', 'waiting', 'failed', 'budget', 'incomplete'] as const;
    for (const state of states) progress.stateChanged(job, state);
    progress.reporterFor(job)({ type: 'notice', message: 'Retrying' });
    progress.stateChanged(job, 'failed');
    const lines = term.output().split('\n');
    const word = (state: string) => {
      const shown = { skipped: 'done (earlier run)', budget: 'stopped at the budget' }[state] ?? state;
      return shown;
    };
    expect(lines[0]).toContain(c.cyan(word('running').padEnd(21)));
    expect(lines[1]).toContain(c.green(word('done').padEnd(21)));
    expect(lines[2]).toContain(c.green(word('skipped').padEnd(21)));
    expect(lines[3]).toContain(c.dim(word('not started').padEnd(21)));
    expect(lines[4]).toContain(c.dim(word('waiting').padEnd(21)));
    expect(lines[5]).toContain(c.red(word('failed').padEnd(21)));
    expect(lines[6]).toContain(c.red(word('budget').padEnd(21)));
    expect(lines[7]).toContain(c.red(word('incomplete').padEnd(21)));
    expect(lines[8]).toContain(c.dim('  Retrying'));
  });
});
