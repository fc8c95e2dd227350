import { describe, expect, it } from 'vitest';
import { type FeatureRead, featuresIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * A light or a moment between a feature and its verb ("Her eyes in the lamplight are pale green") is passed over:
 * the colour after the verb is the feature's, with the words that tell it. Sentences written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const earlier = [{ character: mara, index: 0 }];
const shown = (reads: FeatureRead[]) => reads.map((f) => `${f.character.name} ${f.field} ${f.value} "${f.said}"`);
const read = (text: string) => shown(featuresIn(text, [], earlier, ENGLISH));

describe('a colour told after an aside and the verb', () => {
  it('keeps the words before the colour as said', () => {
    expect(read('Her eyes in the lamplight are pale green.')).toEqual(['Mara eyes green "pale green"']);
    expect(read('Her eyes in the lamplight are pale sea-green.')).toEqual(['Mara eyes green "pale sea-green"']);
  });

  it('is read across the spaces typed around the verb', () => {
    expect(read('Her eyes in the lamplight  are  pale green.')).toEqual(['Mara eyes green "pale green"']);
  });

  it('is read after a comma and the words before it', () => {
    expect(read('Her eyes in the lamplight are a pale, cold green.')).toEqual(['Mara eyes green "green"']);
  });
});
