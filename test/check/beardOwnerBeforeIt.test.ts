import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Whose a beard is (src/check/facts.ts, looksIn): the "his" or name's before it, even inside a "with a … " phrase
 * ("with a smile in his beard" is his, not the subject's); "with a white beard" alone is the subject's; a beard no
 * possessive or "with" gives ("the stranger's beard") is no one's.
 */

const beardsOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    (c.beards ?? []).map((b) => `${c.name} ${b.value} by ${b.via}`),
  );

const TWO = 'Ada Venn came in from the yard. She smiled.\n\nTom Hale sat by the fire. He nodded.';

describe('the owner of a beard', () => {
  it('is the man the "his" before it means, inside a phrase with "with a"', () => {
    expect(beardsOf(`${TWO}\n\nAda Venn walked up to Tom Hale, with a smile in his beard.`)).toEqual([
      'Tom Hale worn by pronoun',
    ]);
  });

  it("is the whole name's before it, and the first name's", () => {
    expect(beardsOf(`${TWO}\n\nTom Hale’s beard was wet.`)).toEqual(['Tom Hale worn by name']);
    expect(beardsOf(`${TWO}\n\nTom’s beard was wet.`)).toEqual(['Tom Hale worn by name']);
  });

  it('is the subject’s for "with a white beard", and no one’s for a stranger’s beard', () => {
    expect(beardsOf(`${TWO}\n\nTom Hale was a big man with a white beard.`)).toEqual(['Tom Hale worn by name']);
    expect(beardsOf(`${TWO}\n\nTom Hale looked at the stranger’s beard.`)).toEqual([]);
    expect(beardsOf(`${TWO}\n\nNed Pike sat down. Then came a big man with a white beard.`)).toEqual([]);
  });
});
