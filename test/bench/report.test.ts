import { describe, expect, it } from 'vitest';
import { type Row, renderReport } from '../../bench/lib/report.js';

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
