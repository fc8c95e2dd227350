import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "He was on the pier already, a man of fifty-eight": a person described after the predicate of a sentence a pronoun
 * opens is its subject; "a man of fifty" as the object of another verb is someone else. Texts written for these
 * tests.
 */

const GENDERS =
  'Marta Hollis came up the path. She carried the post. Oskar Brandt waited at the gate. He held the dog.';

/** "Name age value" for each age the fact base reads from a paragraph after GENDERS. */
function agesAfter(paragraph: string): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(`${GENDERS}\n\n${paragraph}`)), ENGLISH);
  return facts.cast.flatMap((c) => c.attributes.filter((a) => a.field === 'age').map((a) => `${c.name} ${a.value}`));
}

describe('a person described after a pronoun opening the sentence', () => {
  it('is the subject after the predicate ("He was on the pier already, a man of fifty-eight")', () => {
    expect(agesAfter('Oskar Brandt came in. He was on the pier already, a man of fifty-eight.')).toEqual([
      'Oskar Brandt 58',
    ]);
  });

  it('is someone else as the object of another verb ("He sold the boat to a man of fifty")', () => {
    expect(agesAfter('Oskar Brandt came in. He sold the boat to a man of fifty.')).toEqual([]);
  });
});
