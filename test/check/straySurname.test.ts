import { describe, expect, it } from 'vitest';
import { straySurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname changed once after the first name of the one person who bears another ("Nora Blackwood" where Nora
 * Blakeney is named with her surname again and again), with texts written for these tests; a near spelling (the
 * misspelling check's), another opening letter, a wedding, kin, both surnames in one sentence and a pair named
 * too seldom stay quiet.
 */

const NORA = [
  'Nora Blakeney ran the ferry office. Her brother Tom kept the books.',
  'In the morning Nora Blakeney opened the shutters and counted the tickets.',
  'Nora Blakeney walked down to the slip at noon, and the gulls followed her.',
];

const slips = (later: string, earlier = NORA) =>
  straySurnameSlips(manuscriptOf(chaptersOf(...earlier, later)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a surname changed once', () => {
  it('reports "Nora Blackwood" once beside three "Nora Blakeney", with the right pair as its other side', () => {
    expect(slips('At six Nora Blackwood locked the office and went home.')).toEqual([
      'chapter_04.md:3 "Nora Blackwood" here, the only Blackwood in the book; chapter_01.md:3 calls them "Nora Blakeney" (3 times)',
    ]);
  });

  it('stays quiet on another letter, a near spelling, a wedding, kin, both surnames together, and a pair named twice', () => {
    for (const later of [
      'At six Nora Hartley locked the office and went home.',
      'At six Nora Blakeny locked the office and went home.',
      'After the wedding she signed herself Nora Blackwood.',
      'His cousin, Nora Blackwood, came down from Leeds.',
      'Nora Blakeney, who had been Nora Blackwood before the war, locked up.',
    ])
      expect(slips(later), later).toEqual([]);
    expect(slips('At six Nora Blackwood locked the office.', NORA.slice(0, 2))).toEqual([]);
  });

  it('stays quiet on a book with no other surname, and on a third one (a family of Noras)', () => {
    expect(slips('At six she locked the office.')).toEqual([]);
    expect(slips('At six Nora Blackwood locked the office.', [...NORA, 'Nora Bell sold fish on the quay.'])).toEqual(
      [],
    );
  });

  it('stays quiet when the new surname is written elsewhere too', () => {
    expect(slips('At six Nora Blackwood locked the office. The Blackwood boat came in.')).toEqual([]);
  });
});
