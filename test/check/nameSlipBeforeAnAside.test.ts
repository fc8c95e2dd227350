import { describe, expect, it } from 'vitest';
import { textVariants } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name misspelt once at a sentence's opening, with a phrase set off by commas between it and its verb ("Hendik, on
 * the stool by the stove, heard her"), is a person doing something, so a slip of the common name beside it. Written
 * for these tests.
 */

const slips = (...texts: string[]) =>
  textVariants(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const COMMON = [
  'Hendrik came up the lane with the milk. Hendrik set it down.',
  'Hendrik laughed at the cat. Hendrik went to bed early.',
  'In the morning Hendrik mended the gate, and Hendrik whistled.',
];

describe('a one-time misspelling before an aside', () => {
  it('is read as the common name, with its verb after the aside', () => {
    expect(slips(...COMMON, 'Hendik, on the stool by the stove, heard the rain begin.')).toEqual([
      'chapter_04.md:3 "Hendik" here; chapter_01.md:3 spells it "Hendrik" (Hendrik)',
    ]);
  });
});
