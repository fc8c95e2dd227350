import { describe, expect, it } from 'vitest';
import { strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Matt Mason" once beside "Mark Mason" named again and again: a first name changed, unless the book also writes
 * "mason" in lower case, where the capitalised word may open a sentence or name a trade, and no one is sure of the
 * surname. Written for these tests.
 */

const MARK = [
  'Mark Mason came out onto the porch. Mark lifted a hand. Nell waved back.',
  'Mark carried her bag up the steps. Mark talked about the roof all through supper.',
  'In the morning Mark made coffee, and Mark Mason read the paper.',
];

const slips = (...texts: string[]) =>
  strayFirstNameSlips(manuscriptOf(chaptersOf(...MARK, ...texts)), ENGLISH).map((f) => `${f.file}:${f.line}`);

describe('a first name changed once before a surname', () => {
  it('is a slip', () => {
    expect(slips('Matt Mason drove her to the station at noon.')).toEqual(['chapter_04.md:3']);
  });

  it('is none when the surname is also a word the book writes in lower case', () => {
    expect(slips('Matt Mason drove her to the station at noon. The mason had gone home.')).toEqual([]);
  });
});
