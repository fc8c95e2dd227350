import { describe, expect, it } from 'vitest';
import { surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A capital after a letter and an apostrophe or hyphen ("al-Hassan", "d'Artagnan") is inside a word, no name of its
 * own; a capital after a space and an opening quotation mark ("said, 'Omar Hassan") opens one
 * (src/check/checks/nameSlips.ts, CAPITAL_WORD, read by surnameSlips). Texts written for these tests.
 */

const RIGHT = 'Omar Hasson wrote from Tangier. Omar Hasson sent the money.\n\nIn June Omar Hasson came himself.';
const names = (...texts: string[]) =>
  surnameSlips(manuscriptOf(chaptersOf(RIGHT, ...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);
const SLIP = /^chapter_02\.md:3 "Omar Hassan" here; .* spells the surname "Hasson"/;

describe('a surname slip', () => {
  it('is found once though the word stands inside another name after a hyphen twice', () => {
    expect(
      names('In the morning Omar Hassan was at the gate.\n\nYusuf al-Hassan came too, and Yusuf al-Hassan left.'),
    ).toEqual([expect.stringMatching(SLIP)]);
  });

  it('is found in speech set in single quotation marks', () => {
    expect(names("In the morning the boy said, 'Omar Hassan is at the gate.'")).toEqual([expect.stringMatching(SLIP)]);
  });
});
