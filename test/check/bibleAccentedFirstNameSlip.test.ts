import { describe, expect, it } from 'vitest';
import { bibleFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name changed against the bible's one bearer of a surname, when the bible writes the given name with its
 * accent ("Inés Nair") and the text does too: the bible's own name is no stray beside the slip. Written for these
 * tests.
 */

const slips = (bible: string, ...texts: string[]) =>
  bibleFirstNameSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('an accented given name in the bible and the text', () => {
  it("is the bible's own, and the other first name is the slip", () => {
    const bible = '## Characters\n\n### Dr. Inés Nair\n- role: the doctor\n';
    expect(slips(bible, 'Inés Nair came at six. Dr. Nair sat.', 'Anita Nair phoned.')).toEqual([
      'chapter_02.md:3 "Anita Nair" here, once; the bible\'s only Nair is "Dr. Inés Nair" (bible.md:3)',
    ]);
  });
});

describe('a bible name of three words', () => {
  it('is held by its last word, the surname ("Mary Ann Nair" is a Nair, not an Ann)', () => {
    const bible = '## Characters\n\n### Mary Ann Nair\n- role: the doctor\n';
    expect(slips(bible, 'Mary Ann Nair came at six. Mary sat.', 'Anita Nair phoned.')).toEqual([
      'chapter_02.md:3 "Anita Nair" here, once; the bible\'s only Nair is "Mary Ann Nair" (bible.md:3)',
    ]);
  });
});
