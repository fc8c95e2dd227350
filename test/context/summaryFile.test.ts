import { promises as fs, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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

  it('show people where, when and why they were written, and what the run had used', () => {
    const text = renderSummaryFile(
      meta({
        usage: {
          promptTokens: 1_200_000,
          cachedTokens: 300_000,
          outputTokens: 45_000,
          thoughtTokens: 9_000,
          totalTokens: 1_254_000,
        },
        requests: 61,
      }),
      '  Chapter 3 done.\n',
    );
    const lines = text.split('\n');
    expect(lines.slice(1, 12)).toEqual([
      '# Context summary',
      '',
      `- Generated at: ${meta().generatedAt}`,
      '- Model: gemini-3-flash-preview',
      '- Project folder: /tmp/x',
      '- Iteration: 42',
      '- Tokens before: 900,000',
      '- Tokens after: 30,000',
      '- Reason: compression',
      '- Tokens used so far: 1,200,000 prompt (300,000 cached), 45,000 output, 9,000 thinking, in 61 requests',
      '',
    ]);
    expect(text).toContain(
      '\n## Original prompt\n\n> Write a novella -- with "quotes"\n> and two lines <!-- -->\n\n## Summary\n\n',
    );
    expect(text.endsWith('\n## Summary\n\nChapter 3 done.\n')).toBe(true);
    // A file from before usage was recorded has no such line: the reason closes the list.
    expect(renderSummaryFile(meta(), 'x').split('\n').slice(9, 13)).toEqual([
      '- Reason: compression',
      '',
      '## Original prompt',
      '',
    ]);
    expect(
      renderSummaryFile(
        meta({ usage: { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thoughtTokens: 0, totalTokens: 2 } }),
        'x',
      ),
    ).toContain('in 0 requests');
  });

  it('are read back whatever hand edits did to them', () => {
    // No header: the whole text is the summary.
    expect(parseSummaryFile('  Elias keeps the lamp.\n')).toEqual({ meta: {}, summary: 'Elias keeps the lamp.' });
    // A header that is not JSON, or not closed, is no header.
    expect(parseSummaryFile('<!-- writer:meta {broken -->\n## Summary\nKept.')).toEqual({ meta: {}, summary: 'Kept.' });
    expect(parseSummaryFile('<!-- writer:meta {"iteration":3}\n## Summary\nKept.').meta).toEqual({});
    expect(parseSummaryFile('writer:meta {"iteration":3} -->\n## Summary\nKept.').meta).toEqual({});
    // A header that lost the > of its close hides the file in a comment: no header. One that lost the space is fine.
    expect(parseSummaryFile('<!-- writer:meta {"iteration":3} --\n## Summary\nKept.').meta).toEqual({});
    expect(parseSummaryFile('<!-- writer:meta {"iteration":3}-->\n## Summary\nKept.').meta).toEqual({ iteration: 3 });
    // A header whose JSON is no object (a hand edit) is no header either.
    expect(parseSummaryFile('<!-- writer:meta null -->\n## Summary\nKept.').meta).toEqual({});
    expect(parseSummaryFile('<!-- writer:meta 42 -->\n## Summary\nKept.').meta).toEqual({});
    // Another tool's comment is no header, even when it holds JSON where writer's would.
    expect(parseSummaryFile('<!-- editor:meta {"iteration":3} -->\n## Summary\nKept.')).toEqual({
      meta: {},
      summary: 'Kept.',
    });
    // A file an editor saved with CRLF line ends reads as it was written.
    const crlf = renderSummaryFile(meta(), 'Line one.\nLine two.').replace(/\n/g, '\r\n');
    expect(parseSummaryFile(crlf)).toEqual({ meta: meta(), summary: 'Line one.\nLine two.' });
    // The summary heading right after a blank first line still opens the summary.
    expect(parseSummaryFile('\n## Summary\nKept.').summary).toBe('Kept.');
  });

  it('newestSummaryFile orders files of one second by their number, 10 after 9', async () => {
    const dir = tempDir();
    for (let i = 1; i <= 11; i++) await writeSummaryFile(dir, meta({ iteration: i }), `summary ${i}`);
    const newest = (await newestSummaryFile(dir))!;
    expect(path.basename(newest)).toBe('.context_summary_20261202_101500_11.md');
    expect(parseSummaryFile(readFileSync(newest, 'utf8')).summary).toBe('summary 11');
  });

  it('newestSummaryFile looks only at summary files', async () => {
    const dir = tempDir();
    expect(await newestSummaryFile(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'notes.md'), 'x');
    writeFileSync(path.join(dir, '.context_summary_20261202_101500.txt'), 'x');
    writeFileSync(path.join(dir, '.context_summary_notes.md'), 'x');
    expect(await newestSummaryFile(dir)).toBeUndefined();
    const real = await writeSummaryFile(dir, meta(), 'summary');
    // Later by their times, but not names writer gives: a copy, and a file whose name only contains one.
    writeFileSync(path.join(dir, '.context_summary_20991231_235959.md.md'), 'x');
    writeFileSync(path.join(dir, '.context_summary_old.context_summary_20991231_235959.md'), 'x');
    expect(await newestSummaryFile(dir)).toBe(real);
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

  it('newestSummaryFile picks the newest by the time in the name, whatever order the folder lists them in', async () => {
    const names = [
      '.context_summary_20261202_090000_3.md',
      '.context_summary_20261201_235959.md',
      '.context_summary_20261202_110000.md',
      '.context_summary_20261202_100000_2.md',
    ];
    const orders = [names, [...names].reverse(), [names[2]!, names[0]!, names[3]!, names[1]!]];
    const readdir = vi.spyOn(fs, 'readdir');
    try {
      for (const order of orders) {
        readdir.mockResolvedValueOnce(order as never);
        expect(await newestSummaryFile('/p')).toBe(path.join('/p', '.context_summary_20261202_110000.md'));
      }
    } finally {
      readdir.mockRestore();
    }
  });

  it('newestSummaryFile orders by the time in the name', async () => {
    const dir = tempDir();
    await writeSummaryFile(dir, meta({ generatedAt: new Date(2026, 11, 2, 11, 0, 0).toISOString() }), 'late');
    await writeSummaryFile(dir, meta({ generatedAt: new Date(2026, 11, 2, 9, 0, 0).toISOString() }), 'early');
    expect(parseSummaryFile(readFileSync((await newestSummaryFile(dir))!, 'utf8')).summary).toBe('late');
  });
});
