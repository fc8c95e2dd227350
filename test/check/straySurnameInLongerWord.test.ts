import { describe, expect, it } from 'vitest';
import { straySurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Nora Blackwood" once beside three "Nora Blakeney": the sentence of the slip names the right surname only inside a
 * longer word ("Blakeneyville"), which is no mention of it, so the slip is still told.
 */

const NORA = [
  'Nora Blakeney ran the ferry office. Her brother Tom kept the books.',
  'In the morning Nora Blakeney opened the shutters and counted the tickets.',
  'Nora Blakeney walked down to the slip at noon, and the gulls followed her.',
];

describe('a surname changed once beside a longer word holding the right one', () => {
  it('reports "Nora Blackwood" in a sentence that says "Blakeneyville", not "Blakeney"', () => {
    const m = manuscriptOf(chaptersOf(...NORA, 'At six Nora Blackwood took the bus to Blakeneyville and went home.'));
    expect(straySurnameSlips(m, ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_04.md:3 "Nora Blackwood" here, the only Blackwood in the book; chapter_01.md:3 calls them "Nora Blakeney" (3 times)',
    ]);
  });
});
