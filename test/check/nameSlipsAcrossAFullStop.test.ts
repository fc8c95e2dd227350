import { describe, expect, it } from 'vitest';
import { surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name that ends a sentence the splitter kept whole inside a quotation ("Ask Tom. Harsh words never helped") is no
 * first name of the capitalised word after it: "Harsh" is no slip of the surname "Marsh". Written for these tests.
 */

const slips = (...texts: string[]) =>
  surnameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const MARSH = 'Tom Marsh came in. Tom Marsh sat down. Later Tom Marsh slept. Mr Marsh woke.';

describe('a name with a full stop after it, then a capitalised word', () => {
  it('is no first name and surname', () => {
    expect(slips(MARSH, '"Ask Tom. Harsh words never helped," she said.')).toEqual([]);
  });

  it('while the same words with no stop between are one', () => {
    expect(slips(MARSH, '"Ask Tom Harsh, he never helped," she said.')).toEqual([
      'chapter_02.md:3 "Tom Harsh" here; chapter_01.md:3 spells the surname "Marsh" ("Tom Marsh", 4 times in all)',
    ]);
  });
});
