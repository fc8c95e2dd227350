import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { canonicalLinesOf, castWithLines } from '../support/bibleRead.js';

/**
 * A bible in prose that gives a name inside a name ('Harold "Hal" Pennock', "Danny (Daniel) May"): the sentence is
 * read as the name, then "also called" the other, with one comma where the nickname meets the sentence's next comma;
 * a name given to two people in turn is the first one's when a later sentence opens on it. Bibles written for these
 * tests.
 */

const lines = canonicalLinesOf;
const cast = castWithLines;

describe('a name inside a name', () => {
  it('reads the sentence on with one comma where the nickname meets the next comma', () => {
    const bible = 'Harold "Hal" Pennock, a fisherman, has grey eyes.\n\nDanny (Daniel) May , a clerk, is tall.\n';
    expect(lines(bible)).toEqual(
      expect.arrayContaining([
        '1 - Harold Pennock, also called Hal, a fisherman, has grey eyes.',
        '3 - Danny May, also called Daniel, a clerk, is tall.',
      ]),
    );
    expect(cast(bible)).toEqual([
      ['Harold Pennock', { role: 'fisherman @1', eyes: 'grey @1' }],
      ['Danny May', { role: 'clerk @3' }],
    ]);
  });
});

describe('a name given to two people', () => {
  it('is the first one’s when a later sentence opens on it', () => {
    const bible = 'Henry Hale (Hal) is a clerk.\n\nHarry Pike (Hal) is a baker.\n\nHal has a limp and grey eyes.\n';
    const at = canonicalBible(bible, ENGLISH).map((l) => l.text);
    expect(at.indexOf('- Hal has a limp and grey eyes.')).toBeLessThan(at.indexOf('### Harry Pike'));
    expect(cast(bible)).toEqual([
      ['Henry Hale', { role: 'clerk @1', eyes: 'grey @5' }],
      ['Harry Pike', { role: 'baker @3' }],
    ]);
  });
});
