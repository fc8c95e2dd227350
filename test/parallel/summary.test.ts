import { describe, expect, it } from 'vitest';
import { emptyUsage } from '../../src/model/usage.js';
import { formatChapters } from '../../src/parallel/summary.js';

const tokens = { run: emptyUsage(), total: emptyUsage() };

describe('the chapter sessions in the run summary', () => {
  it('shows their money as every other sum is shown: cents with thousands, four places under a cent', () => {
    const lines = formatChapters({
      chapters: [
        {
          file: 'chapter_01.md',
          state: 'done',
          words: 3_010,
          budget: 3_000,
          iterations: 4,
          tokens,
          cost: { run: 12_188, total: 12_188 },
        },
        {
          file: 'chapter_02.md',
          state: 'done',
          words: 2_990,
          iterations: 3,
          tokens,
          cost: { run: 0.0042, total: 0.0042 },
        },
      ],
      iterations: { run: 7, total: 7 },
      filesWritten: [],
      tokens,
      cost: { run: 12_188.0042, total: 12_188.0042 },
      short: [],
    });
    expect(lines).toEqual([
      'Chapter sessions: 0 prompt, 0 output tokens · $12,188.00',
      '  chapter_01.md  done        3,010 of 3,000 words · 0 prompt tokens · $12,188.00',
      '  chapter_02.md  done        2,990 words · 0 prompt tokens · $0.0042',
    ]);
  });
});

describe('the chapter lines line up', () => {
  it('file names of different lengths are padded to the longest', () => {
    const chapter = (file: string) => ({ file, state: 'done', words: 10, iterations: 1, tokens });
    const lines = formatChapters({
      chapters: [chapter('a.md'), chapter('chapter_10.md')],
      iterations: { run: 2, total: 2 },
      filesWritten: [],
      tokens,
      short: [],
    });
    expect(lines).toEqual([
      'Chapter sessions: 0 prompt, 0 output tokens',
      '  a.md           done        10 words · 0 prompt tokens',
      '  chapter_10.md  done        10 words · 0 prompt tokens',
    ]);
  });
});
