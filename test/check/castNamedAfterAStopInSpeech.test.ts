import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name after a full stop inside speech ("Give the parcel to Meg. Ada Pike will sign for it"): the sentence of
 * speech before it ended on a place's preposition and a name, but that preposition is not this name's; a verb after
 * it makes it a person. Written for these tests.
 */

describe('a name after a stop in speech, the speech before it ending on "to Meg."', () => {
  it('is a person when a verb follows it', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Meg Dunn came up from the harbour. Meg smiled at Nell.\n\n"Give the parcel to Meg. Ada Pike will sign for it," Nell said.',
      ),
    );
    expect(readFacts(m, ENGLISH).facts.cast.map((c) => c.name)).toEqual(['Meg Dunn', 'Ada Pike', 'Nell']);
  });
});
