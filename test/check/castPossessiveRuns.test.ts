import { describe, expect, it } from 'vitest';
import { capitalRuns, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Tom's Linotype": the capitalised words after a possessive are what the name owns, not more of the name; so "Tom"
 * stays Tom Hanlon's short form and no "Tom Linotype" takes it from him. Written for these tests.
 */

describe('a possessive inside a run of capitals', () => {
  it('marks the words after it as owned', () => {
    expect(capitalRuns("Then Tom's Linotype jammed.", ENGLISH).map((r) => [r.words, r.owned])).toEqual([
      [['Then', 'Tom', 'Linotype'], [2]],
    ]);
  });

  it('ends the name there: "Tom" is the short form of the one Tom', () => {
    const cast = readFacts(
      manuscriptOf(
        chaptersOf(
          "Tom Hanlon came in at seven. Tom Hanlon sat down. The old machine was Tom's Linotype, and Tom's Linotype never failed.",
          'Tom set the headline. Tom locked the forme. Tom went home.',
        ),
      ),
      ENGLISH,
    ).facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name)]);
    expect(cast.find((c) => c[0] === 'Tom Hanlon')).toEqual(['Tom Hanlon', 'Tom', 'Hanlon']);
    expect(cast.map((c) => c[0])).not.toContain('Tom Linotype');
  });
});
