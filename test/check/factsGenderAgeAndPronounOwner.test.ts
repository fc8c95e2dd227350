import { describe, expect, it } from 'vitest';
import { pronounOwner, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * What the fact base reads: a gender the pronouns after a name do not settle (two "he" to one "she" is no more than
 * twice the other), an age phrase after the name ("a man of forty") unless a word of another time follows it, and a
 * pronoun whose sentence names only someone of the other gender (no one earlier in the scene is taken for it).
 */

const genderOf = (text: string, name: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).characters.find((c) => c.name === name)?.gender;

describe('a gender from the pronouns after a name', () => {
  it('is unsettled at exactly twice as many of one as of the other', () => {
    expect(
      genderOf(
        'Robin Vale came in. He sat down.\n\nRobin Vale went out. He ran.\n\nRobin Vale came back. She laughed.',
        'Robin Vale',
      ),
    ).toBeUndefined();
  });
});

describe('an age phrase after a name', () => {
  it('is the age of the name, whatever word opens the sentence', () => {
    expect(attributesOf('Then, Tom Hale was a man of forty.')).toEqual(['Tom Hale age 40']);
    expect(attributesOf('When it rained Tom Hale was a man of forty.')).toEqual(['Tom Hale age 40']);
    expect(attributesOf('Tom Hale sat down when he came, a man of forty.')).toEqual(['Tom Hale age 40']);
    // A double space typed after the verb: "when" then stands as far into the sentence as the phrase is long.
    expect(attributesOf('Tom Hale sat  when he came, a man of forty.')).toEqual(['Tom Hale age 40']);
  });
});

describe('a pronoun whose sentence names only the other gender', () => {
  it('is no one’s, not the last of its gender in the scene', () => {
    const person = (name: string, gender: 'female' | 'male'): Character => ({
      name,
      names: [name],
      line: 1,
      fields: {},
      gender,
    });
    const ada = person('Ada Venn', 'female');
    const tom = person('Tom Hale', 'male');
    expect(
      pronounOwner('male', [{ character: ada, index: 0 }], [], [{ character: tom, index: 0 }], false),
    ).toBeUndefined();
    expect(pronounOwner('male', [], [], [{ character: tom, index: 0 }], false)).toBe(tom);
  });
});
