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

  it('drops a word that opens its sentence and is no name: "Tell Archie" is Archie', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Archie Dunn came up from the harbour. Archie smiled at Nell. Nell would tell him later.\n\n"Give this to Meg. Tell Archie the boat is in," Nell said.',
      ),
    );
    const cast = readFacts(m, ENGLISH).facts.cast;
    expect(cast.map((c) => c.name)).not.toContain('Tell Archie');
    expect(cast.find((c) => c.name === 'Archie Dunn')?.appearances.map((a) => `${a.file}:${a.line}`)).toContain(
      'chapter_01.md:5',
    );
  });

  it('parts a name from "The" and a capital after its stop: "Will. The Guv\'nor" is no "Will Guv\'nor"', () => {
    const m = manuscriptOf(
      chaptersOf(
        "Will Cobham came down the row. Will was tall and fair.\n\n\"He's a good boy, Will. The Guv'nor won't like it,\" Joss said.\n\nThe Guv'nor stood by the fire. Will said nothing.",
      ),
    );
    const cast = readFacts(m, ENGLISH).facts.cast;
    expect(cast.map((c) => c.name).filter((n) => /Will/.test(n))).toEqual(['Will Cobham']);
    // The vocative "Will." is still Will Cobham's.
    expect(cast.find((c) => c.name === 'Will Cobham')?.appearances.map((a) => `${a.file}:${a.line}`)).toContain(
      'chapter_01.md:5',
    );
  });
});
