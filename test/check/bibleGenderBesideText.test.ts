import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A character the bible lists: the gender the bible gives stands, whatever the text's pronouns say; one the bible
 * leaves out is taken from the text. Texts and bibles written for these tests.
 */

const genderOf = (bible: string, text: string) =>
  readFacts(manuscriptOf(chaptersOf(text), bible), ENGLISH).characters.find((c) => c.name === 'Ada Lowe')?.gender;

const SHE = 'Ada Lowe came in. She sat down.\n\nAda Lowe went out. She ran.\n\nAda Lowe came back. She laughed.';
const HE = 'Ada Lowe came in. He sat down.\n\nAda Lowe went out. He ran.\n\nAda Lowe came back. He laughed.';

describe('a bible character’s gender', () => {
  it('is the bible’s when the text tells none', () => {
    expect(genderOf('## Characters\n\n### Ada Lowe\n- gender: female\n', 'Ada Lowe came in.')).toBe('female');
  });

  it('is the bible’s when the text’s pronouns tell the other', () => {
    expect(genderOf('## Characters\n\n### Ada Lowe\n- gender: female\n', HE)).toBe('female');
  });

  it('is the text’s when the bible tells none', () => {
    expect(genderOf('## Characters\n\n### Ada Lowe\n- eyes: grey\n', SHE)).toBe('female');
  });
});
