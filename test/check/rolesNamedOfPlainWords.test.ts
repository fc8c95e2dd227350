import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "said the foreman, Ivo Brandt" once and "the foreman" all through the book: "the foreman" is what the book calls
 * Ivo (src/check/facts.ts, rolesNamed). "The stranger", "the brother", "the father" beside his name are too plain
 * (or a kinship, read elsewhere) to be a name of his.
 */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`)
    .sort();

const bookOf = (role: string) =>
  castOf(
    `Ivo Brandt came up the lane. "Late again," said the ${role}, Ivo Brandt. The ${role} sat down.`,
    `The ${role} went to the boats. "Rain," said the ${role}. The ${role} laughed.`,
  );

describe('a role named once beside a name and used all through the book', () => {
  it('becomes a name of the one it names when it is a trade', () => {
    expect(bookOf('foreman')).toEqual(['Ivo Brandt: Brandt|Ivo|Ivo Brandt|The foreman|the foreman']);
  });

  it.each(['stranger', 'man', 'brother', 'father'])('is no name of his when it is "the %s"', (role) => {
    expect(bookOf(role)).toEqual(['Ivo Brandt: Brandt|Ivo|Ivo Brandt']);
  });
});
