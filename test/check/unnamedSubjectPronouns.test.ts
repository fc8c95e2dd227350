import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An unnamed person opening a sentence as its subject ("The man Oskar Brandt met at the gate smiled") takes the
 * pronouns of the next sentence from the names before; a name inside that opening ("The Albright girl") is no
 * newcomer's. Texts written for these tests.
 */

const GENDERS =
  'Marta Hollis came up the path. She carried the post. Oskar Brandt waited at the gate. He held the dog. Lena Albright came. She sat.';

/** "Name field value" for each attribute the fact base reads from a paragraph after GENDERS. */
function attributesAfter(paragraph: string): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(`${GENDERS}\n\n${paragraph}`)), ENGLISH);
  return facts.cast.flatMap((c) => c.attributes.map((a) => `${c.name} ${a.field} ${a.value}`));
}

describe('an unnamed person who opens the sentence', () => {
  it('is whom "His" means next, not the man named after them ("The man Oskar Brandt met…")', () => {
    expect(attributesAfter('The man Oskar Brandt met at the gate smiled. His hair was white.')).toEqual([]);
  });

  it('is no newcomer when a name stands inside the opening ("The Albright girl"): "His" is still Oskar\'s', () => {
    expect(attributesAfter('Oskar Brandt came in. The Albright girl smiled. His hair was white.')).toEqual([
      'Oskar Brandt hair white',
    ]);
    expect(attributesAfter('Oskar Brandt came in. The Albright girl smiled. Her hair was white.')).toEqual([
      'Lena Albright hair white',
    ]);
  });

  it('is the one named right after a trade ("The maid Marta Hollis"): her pronouns are hers', () => {
    expect(attributesAfter('The maid Marta Hollis brought tea. Her hair was white.')).toEqual([
      'Marta Hollis hair white',
    ]);
    // A trade with no name after it, or a name later in a clause of its own, is still someone new.
    expect(attributesAfter('The maid brought tea. Her hair was white.')).toEqual([]);
    expect(attributesAfter('The maid who served Oskar Brandt smiled. His hair was white.')).toEqual([]);
  });
});
