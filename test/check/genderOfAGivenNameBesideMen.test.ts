import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A woman whose scenes are with men draws their pronouns after her name ("Clara says, and he laughs"): her given
 * name's gender stands unless the text's pronouns for the other outvote it twice over, and a "his" is then never
 * hers. Sentences written for these tests.
 */
function castOf(...texts: string[]) {
  return readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast;
}

const BESIDE_MEN = [
  'Clara Merrow said the ice was ready. He laughed until the cough caught him.',
  'Clara added the column twice. He watched her from the stove.',
  'Clara closed the ledger. He said nothing at all.',
  'Clara went out to the landing. He followed with the lantern.',
];

describe('a given name beside the pronouns of the men in her scenes', () => {
  it('keeps the gender the name tells', () => {
    expect(castOf(...BESIDE_MEN).find((c) => c.name === 'Clara Merrow')?.gender).toBe('female');
  });

  it('takes no "his eyes" of the man she watches', () => {
    const clara = castOf(
      ...BESIDE_MEN,
      'Clara, watching him across the candles, sees that his eyes are a very pale blue.',
    ).find((c) => c.name === 'Clara Merrow');
    expect(clara?.attributes.filter((a) => a.field === 'eyes')).toEqual([]);
  });

  it('gives way when the text says "he" after the name more than twice as often as the name and "she" together', () => {
    const clara = castOf(
      'Clara Doyle was the ferryman. He rowed the first boat across at six.',
      ...Array.from({ length: 11 }, (_, i) => `Clara Doyle pulled at the oars. He sang the ${i + 1}th verse.`),
    ).find((c) => c.name === 'Clara Doyle');
    expect(clara?.gender).toBe('male');
  });
});
