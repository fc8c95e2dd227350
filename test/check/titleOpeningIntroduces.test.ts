import { describe, expect, it } from 'vitest';
import { castOf } from '../../src/check/cast.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { titlesIntroduced } from '../../src/check/titleNames.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The Mestre came in at eleven exactly. Afonso Teles was seventy-one years old": a sentence that opens on "The" and
 * a title, then its verb (an adverb between them or not), brings in the person the next sentence names and
 * describes; a title inside a sentence, or in brackets, brings in no one (src/check/titleNames.ts,
 * ENGLISH.titleOpening). Texts written for these tests.
 */

const INTRODUCED = 'Afonso Teles was seventy-one years old, a short, broad man.';
const USES = '\n\nThe Mestre ate alone. I asked the Mestre for bread. The Mestre gave it.';

const whom = (opening: string) => {
  const m = manuscriptOf(chaptersOf(`${opening} ${INTRODUCED}${USES}`), '# Bible\n\n## Characters\n### Afonso Teles\n');
  return Object.fromEntries([...titlesIntroduced(m, ENGLISH, castOf(m.bible))].map(([k, c]) => [k, c.name]));
};
const AFONSO = { 'the Mestre': 'Afonso Teles', 'The Mestre': 'Afonso Teles' };

describe('a sentence opening on "The" and a title', () => {
  it('brings in the person the next sentence names, an adverb before its verb or not', () => {
    expect(whom('The Mestre came in at eleven exactly.')).toEqual(AFONSO);
    expect(whom('The Mestre quietly came in at eleven.')).toEqual(AFONSO);
  });

  it('brings them in with two spaces between its words', () => {
    for (const opening of [
      'The  Mestre came in at eleven.',
      'The Mestre  came in at eleven.',
      'The Mestre quietly  came in at eleven.',
    ])
      expect(whom(opening), opening).toEqual(AFONSO);
  });

  it('brings in no one from a title inside a sentence, or a sentence in brackets', () => {
    expect(whom('A card on the door said The Mestre sees no one.')).toEqual({});
    expect(whom('(The Mestre came in at eleven.)')).toEqual({});
  });
});
