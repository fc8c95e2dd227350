import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name holding a person ("Lucia's younger brother set down his crate. He was tired."): the "his" and the next
 * "He" are the brother's, not the name's, so they tell nothing of her gender. Texts written for these tests.
 */

const genderOf = (name: string, text: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).characters.find((c) => c.name === name)?.gender;

const HERS = 'Lucia came in. She sat down.\n\nLucia went out. She ran.';

describe('the pronouns after a name holding a person', () => {
  it('are the held person’s, whether one word or three follow the name', () => {
    expect(genderOf('Lucia', `${HERS}\n\nLucia's younger brother set down his crate. He was tired.`)).toBe('female');
    expect(genderOf('Lucia', `${HERS}\n\nLucia’s brother set down his crate. He was tired.`)).toBe('female');
    expect(genderOf('Lucia', `${HERS}\n\nLucia's  brother set down his crate. He was tired.`)).toBe('female');
  });

  it('are the name’s when the person held is another name’s, later in the sentence', () => {
    const met = "Lucia met the doctor's wife. She smiled.";
    expect(genderOf('Lucia', `${met}\n\n${met}\n\nLucia sat down.`)).toBe('female');
    // A name no table of given names knows: the pronouns alone tell.
    const vosk = (pronoun: string) => `Vosk met the doctor's wife. ${pronoun} smiled.`;
    expect(genderOf('Vosk', `${vosk('She')}\n\n${vosk('She')}\n\nVosk sat down.`)).toBe('female');
    expect(genderOf('Vosk', `${vosk('He')}\n\n${vosk('He')}\n\nVosk sat down.`)).toBe('male');
  });
});
