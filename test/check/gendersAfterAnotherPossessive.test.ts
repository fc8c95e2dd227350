import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name's gender from the pronouns of the sentences after it (src/check/facts.ts, genders): a "his" after the name
 * that belongs to the "He" before it is not the name's, so a "she" after it and the "She" opening the next sentence
 * may be the name's; an object "him" after a name takes the next "He" from it.
 */

const genderOf = (text: string, name: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).characters.find((c) => c.name === name)?.gender;

describe('a name between another’s pronouns', () => {
  it('is a woman when the "his" after her is the man’s before her and "She" opens the next sentence', () => {
    expect(
      genderOf(
        'He watched Robin Vale fix his collar, and she laughed. She went out.\n\nRobin Vale looked at him. He smiled.',
        'Robin Vale',
      ),
    ).toBe('female');
  });
});
