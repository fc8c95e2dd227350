import { describe, expect, it } from 'vitest';
import { type FeatureRead, featuresIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * An unnamed person opening the sentence as its subject ("The stranger beside Mara smiled, her hair white"): the
 * "her" may be theirs, so the hair is no one's, unless their noun tells the other gender ("The man beside Mara").
 * Sentences written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const shown = (reads: FeatureRead[]) => reads.map((f) => `${f.character.name} ${f.field} ${f.value} ${f.via}`);
const read = (text: string) =>
  shown(featuresIn(text, [{ character: mara, name: 'Mara', index: text.indexOf('Mara') }], [], ENGLISH));

describe('hair after an unnamed subject beside a name', () => {
  it('is no one’s when the subject’s noun tells no gender', () => {
    expect(read('The stranger beside Mara smiled, her hair white.')).toEqual([]);
  });

  it('is no one’s when the subject’s noun tells the pronoun’s gender', () => {
    expect(read('The woman beside Mara smiled, her hair white.')).toEqual([]);
  });

  it('is the name’s when the subject’s noun tells the other gender', () => {
    expect(read('The man beside Mara smiled, her hair white.')).toEqual(['Mara hair white pronoun']);
  });
});
