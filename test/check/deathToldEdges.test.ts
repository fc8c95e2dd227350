import { describe, expect, it } from 'vitest';
import { buildFactBase, deathIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A death a sentence tells of a name (facts.ts `deathIn`) or of a pronoun
 * (`pronounDeath`): a name set off by commas, a relative clause, a burial of
 * the person and not of their things, a doubt in the pronoun's own clause
 * only. Texts written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
const death = (text: string, ...cast: Character[]) => {
  const found = deathIn(
    text,
    cast.map((character) => ({ character, index: text.indexOf(character.name), name: character.name })),
    ENGLISH,
  );
  return found && `${found.character.name} ${found.how}`;
};

describe('a death told of a name', () => {
  it('reads the verb after a name set off by commas, and not a sentence with no death', () => {
    expect(death('My father, Tomas, died in the shed.', tomas)).toBe('Tomas died');
    expect(death('My father, Tomas, was kind.', tomas)).toBeUndefined();
  });

  it('reads a death told in a relative clause after the name', () => {
    expect(death('Tomas, who had died in March, had left her the house.', tomas)).toBe('Tomas had died');
    expect(death('Tomas, who had lived in March, had left her the house.', tomas)).toBeUndefined();
  });

  it('reads a burial of the person, not of their things', () => {
    expect(death('They buried Tomas in the rain.', tomas)).toBe('Tomas buried');
    expect(death("They buried Tomas's watch in the rain.", tomas)).toBeUndefined();
  });

  it('gives the death to the name it follows, of two', () => {
    expect(death('Mara waited, and Tomas died.', mara, tomas)).toBe('Tomas died');
    expect(death('Mara died, and Tomas wept.', mara, tomas)).toBe('Mara died');
  });
});

// Thomas Alder is named and never told "he" or "she"; Nell is a woman; Kit a boy.
const OPENING =
  '# One\n\nNell kept the gate. She was forty-one. Thomas Alder had built the house. Kit came up the hill. He waved.\n\n';
const deathOf = (sentence: string, name = 'Thomas Alder') =>
  buildFactBase(manuscriptOf({ 'chapter_01.md': `${OPENING}${sentence}\n` }), ENGLISH).cast.find((c) => c.name === name)
    ?.death;

describe('a death told of a pronoun', () => {
  it('reads a doubt only in the pronoun’s own clause', () => {
    expect(deathOf('Nell feared the worst for Thomas Alder, and the winter he died was long.')).toMatchObject({
      how: 'died',
      at: { file: 'chapter_01.md', line: 5 },
    });
    expect(deathOf('Nell feared the worst for Thomas Alder the winter he died.')).toBeUndefined();
  });

  it('reads "He died" opening a sentence as the death of the one named in the sentence before', () => {
    expect(deathOf('Thomas Alder kept the gate. He died in the spring.')).toMatchObject({
      how: 'died',
      at: { file: 'chapter_01.md', line: 5 },
    });
  });
});
