import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A cast holding a name that opens in lower case ("de Wit", as the bible gives her): her mentions are still found
 * mid-sentence, by her full name and by that one, and the pronouns after them tell her gender. Texts and bibles
 * written for these tests.
 */

const BIBLE = '## Characters\n\n### Anna de Wit\n- aliases: de Wit\n';
const genderOf = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text), BIBLE), ENGLISH).characters.find((c) => c.name === 'Anna de Wit')?.gender;

describe('a name in lower case among the cast', () => {
  it('leaves the full name found mid-sentence, and its gender read', () => {
    expect(genderOf('Then Anna de Wit came in. She sat down.\n\nLater Anna de Wit went out. She ran.')).toBe('female');
  });

  it('is found itself mid-sentence, and its gender read', () => {
    expect(genderOf('Then de Wit came in. She sat down.\n\nLater de Wit went out. She ran.')).toBe('female');
  });
});
