import { describe, expect, it } from 'vitest';
import { clausePronounAgeIn, decadeAgesIn, looksIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * Whose an age or a mark is when the possessive or pronoun stands after
 * several names (facts.ts `decadeAgesIn`, `clausePronounAgeIn`, `looksIn`):
 * the place of the possessive in the sentence decides which names are before
 * it, and an unnamed person after the last name takes it from them. Texts
 * written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
const kit: Character = { name: 'Kit', names: ['Kit'], line: 0, fields: {} };
const piet: Character = { name: 'Piet', names: ['Piet'], line: 0, fields: {}, gender: 'male' };
/** Each character at its first place in the text. */
const named = (text: string, ...cast: Character[]) =>
  cast.map((character) => ({ character, index: text.indexOf(character.name), name: character.name }));

describe('an age "in his fifties"', () => {
  const decades = (text: string, ...cast: Character[]) =>
    decadeAgesIn(text, named(text, ...cast), [], [], false, ENGLISH, undefined).map(
      (d) => `${d.character.name} ${d.range} ${d.via}`,
    );

  it('is the man named before "his", past a woman named first', () => {
    expect(decades('Mara watched Tomas, in his fifties, at the gate.', mara, tomas)).toEqual(['Tomas 50-59 pronoun']);
  });

  it('reads a span from the part of the decade said, the teens from thirteen, the narrator’s "my"', () => {
    expect(decades('Tomas is in his late fifties.', tomas)).toEqual(['Tomas 56-59 pronoun']);
    expect(decades('Tomas is in his early fifties.', tomas)).toEqual(['Tomas 50-53 pronoun']);
    expect(decades('Tomas is still in his forties.', tomas)).toEqual(['Tomas 40-49 pronoun']);
    expect(decades('Tomas is in his teens.', tomas)).toEqual(['Tomas 13-19 pronoun']);
    expect(decades('Tomas is in his late teens.', tomas)).toEqual(['Tomas 17-19 pronoun']);
    expect(decades('Tomas is in his early teens.', tomas)).toEqual(['Tomas 13-15 pronoun']);
    expect(decades('Tomas is in his mid-teens.', tomas)).toEqual(['Tomas 15-17 pronoun']);
    for (const said of ['I am in my thirties.', 'I’m in my thirties.'])
      expect(decadeAgesIn(said, [], [], [], false, ENGLISH, kit).map((d) => d.range)).toEqual(['30-39']);
    expect(decadeAgesIn('I was in my thirties.', [], [], [], false, ENGLISH, kit)).toEqual([
      { character: kit, range: '30-39', said: 'in my thirties', via: 'name' },
    ]);
    expect(decadeAgesIn('I was in my thirties.', [], [], [], false, ENGLISH, undefined)).toEqual([]);
  });

  it('is the last man named before "his", not one named after it, nor one an unnamed woman follows', () => {
    expect(decades('Tomas, in his forties, watched Piet.', tomas, piet)).toEqual(['Tomas 40-49 pronoun']);
    expect(decades('Mara met Tomas and the woman, then Piet, in his forties.', mara, tomas, piet)).toEqual([
      'Piet 40-49 pronoun',
    ]);
    // "A man" set beside the name by a comma is that man.
    const hale: Character = { name: 'Tomas Hale', names: ['Tomas Hale'], line: 0, fields: {}, gender: 'male' };
    expect(decades('Mara met a man, Tomas Hale, in his forties.', mara, hale)).toEqual(['Tomas Hale 40-49 pronoun']);
  });

  it('reads each of two ages in one sentence', () => {
    expect(decades('Tomas, in his forties, and Mara, in her thirties, came in.', tomas, mara)).toEqual([
      'Tomas 40-49 pronoun',
      'Mara 30-39 pronoun',
    ]);
  });

  it('is no one’s when guessed, of another time, or said of someone unnamed', () => {
    expect(decades('Tomas looks to be in his fifties.', tomas)).toEqual([]);
    expect(decades('Tomas was in his fifties then.', tomas)).toEqual([]);
    expect(decades('When Tomas was in his twenties he sailed.', tomas)).toEqual([]);
    expect(decades('Kit is in his fifties.', kit)).toEqual([]);
  });

  it('is no one’s when an unnamed man stands between the name and "his"', () => {
    expect(decades('Tomas met the man, in his fifties, at the gate.', tomas)).toEqual([]);
  });
});

describe('an age "and he was sixty" after several names', () => {
  it('is the last man named, though an unnamed woman stands between earlier names', () => {
    const text = 'Mara watched Tomas and the woman talk to Piet, and he was sixty.';
    const age = clausePronounAgeIn(text, named(text, mara, tomas, piet), [], [], false, ENGLISH);
    expect(age).toEqual({ character: piet, years: 60, said: 'sixty' });
  });
});

describe('an age "and he was sixty" beside a name of the other gender', () => {
  const clause = (text: string, cast: Character[], paragraph: Character[], blocked = false) =>
    clausePronounAgeIn(
      text,
      named(text, ...cast),
      paragraph.map((character) => ({ character, index: 0 })),
      [],
      blocked,
      ENGLISH,
    );

  it('is the one of its gender in the sentence, not the last named', () => {
    expect(clause('Tomas watched Mara, and he was sixty.', [tomas, mara], [])?.character).toBe(tomas);
    expect(clause('Mara watched Tomas, and she was forty.', [mara, tomas], [])?.character).toBe(mara);
  });

  it('is the paragraph’s man when the sentence names only a woman, though the paragraph is blocked', () => {
    expect(clause('Mara nodded, and he was sixty.', [mara], [tomas], true)?.character).toBe(tomas);
    // A sentence naming no one: the block holds.
    expect(clause('The door shut, and he was sixty.', [], [tomas], true)).toBeUndefined();
    expect(clause('The door shut, and he was sixty.', [], [tomas])?.character).toBe(tomas);
  });
});

describe('a beard "Tomas\'s beard"', () => {
  it('is the man the possessive names, not the one named first', () => {
    const beards = (text: string, ...cast: Character[]) =>
      looksIn(text, named(text, ...cast), [], [], false, ENGLISH).beards.map(
        (b) => `${b.character.name} ${b.value} ${b.via}`,
      );
    expect(beards("Mara stroked Tomas's beard.", mara, tomas)).toEqual(['Tomas worn name']);
  });
});

describe('a mark "his scarred left hand"', () => {
  it('is the man named before it, past a woman named first', () => {
    const text = 'Mara watched Tomas rub his scarred left hand.';
    const { marks } = looksIn(text, named(text, mara, tomas), [], [], false, ENGLISH);
    expect(marks.map((m) => `${m.character.name} ${m.mark} ${m.side} ${m.part} ${m.via}`)).toEqual([
      'Tomas scar left hand pronoun',
    ]);
  });
});
