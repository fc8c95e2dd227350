import { describe, expect, it } from 'vitest';
import { looksIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * "He was a big man with a white beard" (facts.ts `looksIn`): a beard told after "with a" of a sentence whose
 * subject is a pronoun is the person that pronoun is, found in the paragraph. Texts written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };

const beards = (text: string) =>
  looksIn(
    text,
    [],
    [mara, tomas].map((character) => ({ character, index: 0 })),
    [],
    false,
    ENGLISH,
  ).beards.map((b) => `${b.character.name} ${b.value} ${b.via}`);

describe('a beard "with a white beard" of a pronoun subject', () => {
  it('is the paragraph’s one of the pronoun’s gender', () => {
    expect(beards('He was a big man with a white beard.')).toEqual(['Tomas worn pronoun']);
  });

  it('is read past spaces before the pronoun', () => {
    expect(beards('  He was a big man with a white beard.')).toEqual(['Tomas worn pronoun']);
  });
});
