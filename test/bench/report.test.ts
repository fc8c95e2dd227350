import { describe, expect, it } from 'vitest';
import { mergeRows, type Row, renderReport } from '../../bench/lib/report.js';

const rows: Row[] = [{ metric: 'Start-up', result: '150 ms', goal: '≤ 200 ms', met: true }];

describe('BENCHMARKS.md after a full npm run bench', () => {
  it('keeps the sections the bench does not measure, and replaces its own', () => {
    const existing = [
      '# Benchmarks',
      '',
      '| measure | result | goal | met |',
      '|---|---|---|---|',
      '| Start-up | 400 ms | ≤ 200 ms | **no** |',
      '',
      '## Notes',
      '- an old note',
      '',
      '**Missed: Start-up.** It was slow.',
      '',
      '## Mutation testing (`npm run mutate`)',
      '- 99.82% over the core folders.',
      '',
    ].join('\n');
    const text = renderReport(rows, '- a new note', 12, false, existing);
    expect(text).toContain('| Start-up | 150 ms | ≤ 200 ms | yes |');
    expect(text).not.toContain('400 ms');
    expect(text).not.toContain('an old note');
    expect(text).not.toContain('It was slow');
    expect(text).toContain('## Notes\n- a new note\n');
    expect(text.endsWith('\n## Mutation testing (`npm run mutate`)\n- 99.82% over the core folders.\n')).toBe(true);
  });

  it('writes a whole report where there was none', () => {
    const text = renderReport(rows, '- a note', 12, true, '');
    expect(text).toMatch(/^# Benchmarks\n\nWritten by `npm run bench -- --quick` on /);
    expect(text.match(/^## /gm)).toEqual(['## ']);
  });
});

describe('BENCHMARKS.md after npm run bench -- --only', () => {
  const existing = [
    '# Benchmarks',
    '',
    '| measure | result | goal | met |',
    '|---|---|---|---|',
    '| Start-up | 150 ms | ≤ 200 ms | yes |',
    '| Loop overhead (10,000 tokens) | 14 ms | ≤ 10 ms | **no** |',
    '| Peak memory | 200 MB | ≤ 300 MB | yes |',
    '',
    '## Notes',
    '- a note',
    '',
    '**Missed: Loop overhead (10,000 tokens).** The machine was busy.',
    '',
    '## Mutation testing (`npm run mutate`)',
    '- 100%.',
    '',
  ].join('\n');

  it('puts the new rows where the old ones stood, and drops their old notes', () => {
    const text = mergeRows(existing, [
      { metric: 'Loop overhead (10,000 tokens)', result: '6 ms', goal: '≤ 10 ms', met: true },
    ]);
    expect(text).toBe(
      existing
        .replace('| 14 ms | ≤ 10 ms | **no** |', '| 6 ms | ≤ 10 ms | yes |')
        .replace('\n**Missed: Loop overhead (10,000 tokens).** The machine was busy.\n', ''),
    );
  });

  it('puts a new measurement at the end of the table and its missed goal at the end of the notes', () => {
    const text = mergeRows(existing, [
      { metric: 'Check speed', result: '3 s', goal: '≤ 2 s', met: false, note: 'Why: a busy machine.' },
    ]);
    expect(text).toContain(
      '| Peak memory | 200 MB | ≤ 300 MB | yes |\n| Check speed | 3 s | ≤ 2 s | **no** |\n\n## Notes',
    );
    expect(text).toContain(
      'The machine was busy.\n\n**Missed: Check speed.** Why: a busy machine.\n\n## Mutation testing (`npm run mutate`)\n- 100%.\n',
    );
  });
});
