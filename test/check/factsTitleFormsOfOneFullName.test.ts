import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A title and a surname in a later chapter ("Mr. Darcy", "Sergeant Kowalski", "Miss Mercer") are the one full name
 * of the book ending in that surname: one person in the cast, not two. Texts written for these tests.
 */

const names = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map((c) => c.names.join('|'));

describe('a title form in a later chapter', () => {
  it('joins "Mr. Darcy" to Fitzwilliam Darcy', () => {
    expect(
      names(
        'Fitzwilliam Darcy came in. He bowed to the room. Fitzwilliam Darcy sat down.',
        'Mr. Darcy rode over from Pemberley. Mr. Darcy said little.',
      ),
    ).toEqual(['Fitzwilliam Darcy|Fitzwilliam|Darcy|Mr. Darcy']);
  });

  it('joins "Sergeant Kowalski", a title of no gender, to Dale Kowalski', () => {
    expect(
      names(
        'Dale Kowalski came in. He nodded. Dale Kowalski sat down.',
        'Sergeant Kowalski rode over from the station. Sergeant Kowalski said little.',
      ),
    ).toEqual(['Dale Kowalski|Dale|Kowalski|Sergeant Kowalski']);
  });

  it('joins "Miss Mercer" to Grace Mercer', () => {
    expect(
      names(
        'Grace Mercer came in. She nodded. Grace Mercer sat down.',
        'Miss Mercer rode over from the station. Miss Mercer said little.',
      ),
    ).toEqual(['Grace Mercer|Grace|Mercer|Miss Mercer']);
  });
});
