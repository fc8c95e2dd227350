import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  newestSummaryFile,
  parseSummaryFile,
  renderSummaryFile,
  type SummaryMeta,
  summaryFileName,
  writeSummaryFile,
} from '../../src/context/summaryFile.js';
import { tempDir } from '../support/cli.js';

const meta = (overrides: Partial<SummaryMeta> = {}): SummaryMeta => ({
  generatedAt: new Date(2026, 11, 2, 10, 15, 0).toISOString(),
  model: 'gemini-3-flash-preview',
  prompt: 'Write a novella -- with "quotes"\nand two lines <!-- -->',
  projectDir: '/tmp/x',
  iteration: 42,
  tokensBefore: 900_000,
  tokensAfter: 30_000,
  reason: 'compression',
  ...overrides,
});

describe('summary files', () => {
  it('are named by local time, YYYYMMDD_HHMMSS', () => {
    expect(summaryFileName(new Date(2026, 11, 2, 9, 5, 7), 1)).toBe('.context_summary_20261202_090507.md');
    expect(summaryFileName(new Date(2026, 11, 2, 9, 5, 7), 3)).toBe('.context_summary_20261202_090507_3.md');
  });

  it('round-trip their header and summary, whatever the prompt holds', () => {
    const text = renderSummaryFile(meta(), '## Progress\nChapter 3 done.');
    expect(text).toContain('# Context summary');
    expect(text).toContain('- Tokens before: 900,000');
    expect(text).toContain('> and two lines');
    const parsed = parseSummaryFile(text);
    expect(parsed.meta).toEqual(meta());
    expect(parsed.summary).toBe('## Progress\nChapter 3 done.');
  });

  it('are unique within one second and never overwrite an earlier one', async () => {
    const dir = tempDir();
    const written = await Promise.all(
      [1, 2, 3].map((i) => writeSummaryFile(dir, meta({ iteration: i }), `summary ${i}`)),
    );
    expect(new Set(written).size).toBe(3);
    expect(readdirSync(dir).sort()).toEqual([
      '.context_summary_20261202_101500.md',
      '.context_summary_20261202_101500_2.md',
      '.context_summary_20261202_101500_3.md',
    ]);
    const bodies = written.map((file) => parseSummaryFile(readFileSync(file, 'utf8')).summary).sort();
    expect(bodies).toEqual(['summary 1', 'summary 2', 'summary 3']);
    expect(await newestSummaryFile(dir)).toBe(path.join(dir, '.context_summary_20261202_101500_3.md'));
  });

  it('newestSummaryFile orders by the time in the name', async () => {
    const dir = tempDir();
    await writeSummaryFile(dir, meta({ generatedAt: new Date(2026, 11, 2, 11, 0, 0).toISOString() }), 'late');
    await writeSummaryFile(dir, meta({ generatedAt: new Date(2026, 11, 2, 9, 0, 0).toISOString() }), 'early');
    expect(parseSummaryFile(readFileSync((await newestSummaryFile(dir))!, 'utf8')).summary).toBe('late');
  });
});
