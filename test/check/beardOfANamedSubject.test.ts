import { describe, expect, it } from 'vitest';
import { looksIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * "Tomas was a big man with a white beard" (facts.ts `looksIn`): a beard told after "with a" is the sentence's
 * subject's when a name opens the sentence (past any spaces before it); a name later in the sentence is not its
 * subject, and the beard is then no one's. Texts written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };

const beards = (text: string) => {
  const named = [mara, tomas]
    .flatMap((character) => {
      const index = text.indexOf(character.name);
      return index < 0 ? [] : [{ character, name: character.name, index }];
    })
    .sort((a, b) => a.index - b.index);
  return looksIn(
    text,
    named,
    [mara, tomas].map((character) => ({ character, index: 0 })),
    [],
    false,
    ENGLISH,
  ).beards.map((b) => `${b.character.name} ${b.value} ${b.via}`);
};

describe('a beard "with a white beard" of a named subject', () => {
  it('is the opening name’s, read past spaces before it', () => {
    expect(beards('  Tomas was a big man with a white beard.')).toEqual(['Tomas worn name']);
  });

  it('is not a name’s that stands later in the sentence', () => {
    expect(beards('The smith who knew Tomas was a big man with a white beard.')).toEqual([]);
  });
});
