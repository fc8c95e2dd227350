import { describe, expect, it } from 'vitest';
import { type NumberedEntry, numberingSlips } from '../../src/check/checks/numbering.js';

/**
 * A series the book numbers as it goes is held to its order from three entries on: "No. 6", "No. 6", "No. 8" is a
 * number repeated; two entries are too few to be a series (src/check/checks/numbering.ts). Entries written for these
 * tests.
 */

const entry = (number: number, line: number): NumberedEntry => ({
  label: 'letter',
  number,
  file: 'chapter_01.md',
  line,
  text: `Letter No. ${number}`,
});

describe('a numbered series', () => {
  it('of three entries is held to its order', () => {
    expect(numberingSlips([entry(6, 3), entry(6, 9), entry(8, 15)]).map((f) => f.message)).toEqual([
      'numbered 6 here, after 6 at chapter_01.md:3: the series is numbered in order (8 follows at chapter_01.md:15)',
    ]);
  });

  it('of two entries is no series', () => {
    expect(numberingSlips([entry(6, 3), entry(6, 9)])).toEqual([]);
  });
});
