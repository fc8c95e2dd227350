import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Walter Halloran" is "Walter James Halloran" with the middle name left off (src/check/facts.ts, middled): the same
 * first name and surname around one middle word. A name that only shares the surname is a relative.
 */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`)
    .sort();

describe('a name of three words beside one of two', () => {
  it('keeps a husband named often apart from the wife named once with a middle name, though they share a surname', () => {
    expect(
      castOf(
        'The card was signed by Mary Beth Tanner. John Tanner read it twice. John Tanner laughed.',
        'John Tanner went down to the boats. John Tanner waved.',
      ),
    ).toEqual(['John Tanner: John|John Tanner', 'Mary Beth Tanner: Mary|Mary Beth Tanner']);
  });
});
