import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../src/agent/loop.js';
import { formatBatchSummary } from '../../src/batch/report.js';
import type { DraftResult } from '../../src/batch/runner.js';
import { batchExitCode } from '../../src/cli/batchExit.js';
import { emptyUsage } from '../../src/model/usage.js';

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
