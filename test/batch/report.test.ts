import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../src/agent/loop.js';
import {
  type BatchReport,
  formatBatchSummary,
  labelWidth,
  renderBatchMarkdown,
  stateWord,
  writeBatchReport,
} from '../../src/batch/report.js';
import type { DraftResult } from '../../src/batch/runner.js';
import { batchExitCode } from '../../src/cli/batchExit.js';
import { emptyUsage } from '../../src/model/usage.js';
import { tempDir } from '../support/cli.js';

const result = (label: string, state: SessionState, words: number): DraftResult => ({
  key: label,
  label,
  prompt: 'p',
  state,
  skipped: false,
  resumed: false,
  folder: `/out/${label}`,
  files: 1,
  words,
  tokens: emptyUsage(),
  seconds: 1,
  message: state === 'incomplete' ? 'The model ended the work with parts missing.' : '',
});

describe('batch report', () => {
  it('shows an incomplete draft as "incomplete", not done, in aligned columns', () => {
    const lines = formatBatchSummary(
      [result('otter', 'done', 1), result('lighthouse_keeper', 'incomplete', 12_400)],
      new Chalk({ level: 1 }),
    );
    const rows = lines.filter((line) => line.includes('/out/'));
    expect(rows[1]).toContain('incomplete');
    // Columns line up whatever the colors: the folder starts at the same place in every row.
    const plain = rows.map((row) => row.replace(/\u001b\[\d+m/g, ''));
    expect(new Set(plain.map((row) => row.indexOf('/out/'))).size).toBe(1);
    expect(plain[0]).toContain('1 word ');
    expect(plain[1]).toContain('12,400 words');
  });

  it('exits 4 when drafts ended incomplete and none failed', () => {
    expect(batchExitCode([result('a', 'done', 1), result('b', 'incomplete', 1)])).toBe(4);
    expect(batchExitCode([result('a', 'failed', 1), result('b', 'incomplete', 1)])).toBe(1);
    expect(batchExitCode([result('a', 'done', 1)])).toBe(0);
  });
});

describe('the batch report files (batch-<time>.md beside its .json)', () => {
  const report = (drafts: DraftResult[]): BatchReport => ({
    batchFile: '/books/drafts.yaml',
    startedAt: '2026-12-03T10:00:00.000Z',
    finishedAt: '2026-12-03T10:05:00.000Z',
    seconds: 300,
    concurrency: 2,
    drafts,
    allDone: false,
  });
  const drafts = (): DraftResult[] => [
    {
      ...result('otter', 'done', 1_200),
      skipped: true,
      tokens: { ...emptyUsage(), promptTokens: 1_000, outputTokens: 200, thoughtTokens: 34 },
      cost: 0.25,
    },
    {
      ...result('heron', 'max-iterations', 300),
      resumed: true,
      message: 'Stopped at the iteration cap.',
      resumeCommand: 'writer --recover /out/heron',
      cost: 0.5,
    },
  ];

  it('a row per draft with its state in words, tokens, spend and resume command; the total spent; why each stopped', () => {
    const text = renderBatchMarkdown(report(drafts()));
    expect(text.split('\n')).toEqual([
      '# Batch report: drafts.yaml',
      '',
      '- Started: 2026-12-03T10:00:00.000Z',
      '- Finished: 2026-12-03T10:05:00.000Z (300s, concurrency 2)',
      '- Done: 1 of 2',
      '- Spent: $0.75 (estimated from the price table)',
      '',
      '| draft | state | folder | files | words | tokens | spend | time | resume |',
      '|---|---|---|---|---|---|---|---|---|',
      '| otter | done (earlier run) | /out/otter | 1 | 1,200 | 1,234 | $0.25 | 1s |  |',
      '| heron | stopped at the cap (resumed) | /out/heron | 1 | 300 | 0 | $0.50 | 1s | `writer --recover /out/heron` |',
      '',
      '- **heron**: Stopped at the iteration cap.',
      '',
    ]);
  });

  it('a draft without a spend leaves the cell empty', () => {
    const text = renderBatchMarkdown(report([result('newt', 'done', 5)]));
    expect(text).toContain('| newt | done | /out/newt | 1 | 5 | 0 |  | 1s |  |');
    expect(text).toContain('- Spent: $0.0000');
  });

  it('writes both files; a second report finished in the same second gets its own name, the first kept', async () => {
    const out = path.join(tempDir(), 'reports');
    const first = await writeBatchReport(out, report(drafts()));
    const second = await writeBatchReport(out, report([result('newt', 'done', 5)]));
    expect(path.basename(first)).toMatch(/^batch-\d{8}_\d{6}\.json$/);
    expect(second).toBe(first.replace(/\.json$/, '_2.json'));
    expect(JSON.parse(readFileSync(first, 'utf8')).drafts).toHaveLength(2);
    expect(readFileSync(first.replace(/\.json$/, '.md'), 'utf8')).toContain('| heron |');
    expect(readFileSync(second.replace(/\.json$/, '.md'), 'utf8')).toContain('| newt |');
    expect(readdirSync(out).sort()).toHaveLength(4);
  });
});

describe('the console report and its words', () => {
  it('says each state as the user reads it; an unknown one as it is', () => {
    expect(stateWord('max-iterations')).toBe('stopped at the cap');
    expect(stateWord('budget')).toBe('stopped at the budget');
    expect(stateWord('not started (budget)')).toBe('not started (budget)');
  });

  it('labels are at least five columns wide, else the longest label', () => {
    expect(labelWidth([{ label: 'a' }])).toBe(5);
    expect(labelWidth([{ label: 'a' }, { label: 'lighthouse' }])).toBe(10);
  });

  it('a draft not done: red, its spend, and a line with why and how to resume it', () => {
    const c = new Chalk({ level: 1 });
    const lines = formatBatchSummary(
      [
        { ...result('otter', 'done', 10), cost: 0.2 },
        { ...result('heron', 'failed', 0), message: 'The API refused.', resumeCommand: 'writer --recover /out/heron' },
        { ...result('newt', 'interrupted', 3), message: 'Interrupted.' },
      ],
      c,
    );
    expect(lines).toEqual([
      `  otter  ${c.green('done       ')}  10 words  $0.20  /out/otter`,
      `  heron  ${c.red('failed     ')}   0 words  /out/heron`,
      '    The API refused. Resume: writer --recover /out/heron',
      `  newt   ${c.red('interrupted')}   3 words  /out/newt`,
      '    Interrupted.',
    ]);
  });
});
