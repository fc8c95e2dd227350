import { describe, expect, it } from 'vitest';
import { type FeatureRead, featuresIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * Whose a "green-eyed" is: the name it is set beside by a comma ("Mara, a green-eyed girl"), the name the sentence
 * says it of ("Mara was a green-eyed girl, unlike Tomas"), or the one an opening pronoun means when the only name
 * comes after it ("She was a hazel-eyed girl, unlike Tomas"); no one's after "It was". Sentences written for these
 * tests.
 */

const kit: Character = { name: 'Kit', names: ['Kit'], line: 0, fields: {} };
const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
const shown = (reads: FeatureRead[]) =>
  reads.map((f) => `${f.character.name} ${f.field} ${f.value} "${f.said}" ${f.via}`);
const named = (text: string) =>
  [mara, tomas]
    .map((character) => ({ character, name: character.name, index: text.indexOf(character.name) }))
    .filter((n) => n.index >= 0);
const read = (text: string) => shown(featuresIn(text, named(text), [{ character: mara, index: 0 }], ENGLISH));

describe('an "-eyed" word after a name', () => {
  it('is the name’s when a comma sets it beside the name', () => {
    expect(read('Mara, a green-eyed girl, sat down.')).toEqual(['Mara eyes green "green" name']);
    expect(read('Mara, green-eyed, sat down.')).toEqual(['Mara eyes green "green" name']);
  });

  it('is the name’s the sentence says it of, not a name after it', () => {
    expect(read('Mara was a green-eyed girl, unlike Tomas.')).toEqual(['Mara eyes green "green" name']);
  });
});

describe('an "-eyed" word said through an opening pronoun', () => {
  it('is the one the pronoun means though a name of the other gender comes after it', () => {
    expect(read('She was a hazel-eyed girl, unlike Tomas.')).toEqual(['Mara eyes hazel "hazel" pronoun']);
  });
});

describe('an "-eyed" word said of an opening word that is no pronoun of a person', () => {
  it('is no one’s, not the last person named whose gender the text never told', () => {
    expect(featuresIn('It was a hazel-eyed cat.', [], [{ character: kit, index: 0 }], ENGLISH)).toEqual([]);
  });
});

describe('a "-haired" word before a name', () => {
  it('gives the colour and no cut or length the sentence does not tell', () => {
    const reads = featuresIn('The red-haired Mara sat down.', named('The red-haired Mara sat down.'), [], ENGLISH);
    expect(reads.map((f) => [f.character.name, f.field, f.value, f.length, f.cut])).toEqual([
      ['Mara', 'hair', 'red', undefined, undefined],
    ]);
  });
});
