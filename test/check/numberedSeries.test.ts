import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Letters the book numbers as it goes ("*Letter No. 6. Day 130.*"): a number repeated or gone back is a slip. */

const numbering = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'numbering')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const letter = (n: number | string, day: number) =>
  `**Framnes, ${day} January 1929**\n*Letter No. ${n}. Day ${day}.*\n\nDear Halvor, the snow is on the roof again.`;

describe('a series of letters numbered in order', () => {
  it('finds a number repeated, with the one before it', () => {
    expect(numbering(letter(5, 2), letter(6, 9), letter(6, 16), letter(8, 23))).toEqual([
      'chapter_03.md:4 numbered 6 here, after 6 at chapter_02.md:4: the series is numbered in order (8 follows at chapter_04.md:4)',
    ]);
  });

  it('says nothing of a series in order, or of one too short or too jumbled to be one', () => {
    expect(numbering(letter(5, 2), letter(6, 9), letter(7, 16), letter(8, 23))).toEqual([]);
    expect(numbering(letter(6, 9), letter(6, 16))).toEqual([]);
    expect(numbering(letter(5, 2), letter(6, 9), letter(6, 16), letter(8, 23), letter(7, 24), letter(9, 25))).toEqual(
      [],
    );
  });
});
