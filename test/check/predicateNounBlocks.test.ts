import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Marta Hollis was a tall woman": a person noun said of the sentence's subject is no one new, and the next
 * sentence's "Her" is still Marta's. The same noun after a name that does not open the sentence ("In the lane with
 * Oskar Brandt was a tall woman") is someone new, and "Her" is no one's (src/check/facts.ts, readSentence).
 */

const GENDERS =
  'Marta Hollis came up the path. She carried the post. Oskar Brandt waited at the gate. He held the dog.';

function attributesAfter(paragraph: string): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(`${GENDERS}\n\n${paragraph}`)), ENGLISH);
  return facts.cast.flatMap((c) => c.attributes.map((a) => `${c.name} ${a.field} ${a.value}`));
}

describe('a person noun after "was"', () => {
  it('is the subject itself when a name opens the sentence ("Marta Hollis was a tall woman")', () => {
    expect(attributesAfter('Marta Hollis was a tall woman. Her hair was white.')).toEqual(['Marta Hollis hair white']);
  });

  it('is someone new when the name does not open the sentence', () => {
    expect(
      attributesAfter('Marta Hollis waited. In the lane with Oskar Brandt was a tall woman. Her hair was white.'),
    ).toEqual([]);
  });
});

describe('a trade right before a name ("The maid Marta Hollis")', () => {
  it('names that person even when typed with two spaces', () => {
    expect(attributesAfter('The maid  Marta Hollis brought tea. Her hair was white.')).toEqual([
      'Marta Hollis hair white',
    ]);
  });
});
