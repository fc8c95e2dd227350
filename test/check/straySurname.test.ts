import { describe, expect, it } from 'vitest';
import { straySurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname changed once after the first name of the one person who bears another ("Nora Blackwood" where Nora
 * Blakeney is named with her surname again and again), with texts written for these tests; a near spelling (the
 * misspelling check's), another opening letter, a wedding, kin, both surnames in one sentence and a pair named
 * too seldom stay quiet. The right pair is known when it is written twice, or once where its surname is used three
 * times in all ("Miss Blakeney" the rest of the time).
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

  it('stays quiet on another letter, a near spelling, a wedding, kin, both surnames together, and a pair named once', () => {
    for (const later of [
      'At six Nora Hartley locked the office and went home.',
      'At six Nora Blakeny locked the office and went home.',
      'After the wedding she signed herself Nora Blackwood.',
      'His cousin, Nora Blackwood, came down from Leeds.',
      'Nora Blakeney, who had been Nora Blackwood before the war, locked up.',
    ])
      expect(slips(later), later).toEqual([]);
    expect(slips('At six Nora Blackwood locked the office.', NORA.slice(0, 1))).toEqual([]);
  });

  it("reports it when the only kin in the paragraph are the named person's own, told after the name", () => {
    for (const later of [
      'At six Nora Blackwood came down to the slip with her father and her two sisters.',
      "Nora Blackwood came down to the slip in her brother's coat.",
    ])
      expect(slips(later), later).toEqual([
        'chapter_04.md:3 "Nora Blackwood" here, the only Blackwood in the book; chapter_01.md:3 calls them "Nora Blakeney" (3 times)',
      ]);
    // A husband may have given her the name, and kin before the name bring in a relative.
    for (const later of [
      'At six Nora Blackwood came down to the slip with her husband.',
      'Her sister came too. At six Nora Blackwood came down to the slip.',
    ])
      expect(slips(later), later).toEqual([]);
  });

  it('reports a near spelling the misspelling check leaves, its right surname after a name only twice', () => {
    expect(slips('At six Nora Blakeny locked the office.', NORA.slice(0, 2))).toEqual([
      'chapter_03.md:3 "Nora Blakeny" here, the only Blakeny in the book; chapter_01.md:3 calls them "Nora Blakeney" (2 times)',
    ]);
  });

  it('reports it beside a pair written twice, or once with the surname used three times in all', () => {
    expect(slips('At six Nora Blackwood locked the office.', NORA.slice(0, 2))).toEqual([
      'chapter_03.md:3 "Nora Blackwood" here, the only Blackwood in the book; chapter_01.md:3 calls them "Nora Blakeney" (2 times)',
    ]);
    const once = [NORA[0] as string, 'Miss Blakeney sold the tickets. The clerk asked Blakeney for change.'];
    expect(slips('At six Nora Blackwood locked the office.', once)).toEqual([
      'chapter_03.md:3 "Nora Blackwood" here, the only Blackwood in the book; chapter_01.md:3 calls them "Nora Blakeney" (once)',
    ]);
    // The slip first in the book, the right pair after it: still the pair whose surname is used less.
    expect(
      straySurnameSlips(manuscriptOf(chaptersOf('At six Nora Blackwood locked the office.', ...once)), ENGLISH).map(
        (f) => `${f.file}:${f.line} ${f.message}`,
      ),
    ).toEqual([
      'chapter_01.md:3 "Nora Blackwood" here, the only Blackwood in the book; chapter_02.md:3 calls them "Nora Blakeney" (once)',
    ]);
    expect(
      slips('At six Nora Blackwood locked the office.', [NORA[0] as string, 'Miss Blakeney sold the tickets.']),
    ).toEqual([]);
  });

  it('stays quiet on a book with no other surname, and on a third one (a family of Noras)', () => {
    expect(slips('At six she locked the office.')).toEqual([]);
    expect(slips('At six Nora Blackwood locked the office.', [...NORA, 'Nora Bell sold fish on the quay.'])).toEqual(
      [],
    );
  });

  it('stays quiet on a day or a month after the first name', () => {
    const town = [
      'Alpena Wednesday was market day. On Wednesday the boats came in.',
      'Every Wednesday the ferry ran late.',
    ];
    expect(slips('At six the Alpena Wildcats played the Gulls.', town)).toEqual([]);
    const month = ['Alpena March was cold, and Alpena March was wet.', 'By March the lake was open.'];
    expect(slips('At six the Alpena Mudcats played the Gulls.', month)).toEqual([]);
  });

  it('stays quiet when the new surname is written elsewhere too', () => {
    expect(slips('At six Nora Blackwood locked the office. The Blackwood boat came in.')).toEqual([]);
  });
});
