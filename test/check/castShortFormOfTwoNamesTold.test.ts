import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A short form of two given names ("Pat": Patrick or Patricia) joins the full name of the same surname only when
 * both are told to be of one gender (src/check/facts.ts, shortFormFits); untold, they stay two (castShortForms).
 */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).characters.map(
    (c) => `${c.name}: ${[...c.names].sort().join('|')} (${c.gender ?? 'untold'})`,
  );

describe('a short form of two given names', () => {
  it('is the full name of the same surname when both are told to be women', () => {
    expect(
      castOf(
        'Patricia Doyle kept the books. She said little. Patricia Doyle sat down.',
        'Pat Doyle came in from the yard. She was tired. Pat Doyle sat.',
      ),
    ).toEqual(['Patricia Doyle: Doyle|Pat|Pat Doyle|Patricia|Patricia Doyle (female)']);
  });
});
