import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Mara looked at Tomas before she gave the brass key to Ivo": the "she" who gives is the woman named before it,
 * not the man named last. "Ledgers were passed from hand to hand": a noun that opens a sentence with a capital is
 * still the thing, and its passing ends the giving.
 */

const CAST =
  'Mara Voss came in. She laughed. Tomas Reyes came in. He laughed. Ivo Brandt came in. He laughed.\n\n* * *\n\n';
const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a "she" who gives, with a man named between her name and the verb', () => {
  const GIVEN = `${CAST}Mara Voss looked at Tomas Reyes before she gave the brass key to Ivo Brandt.`;

  it('is the woman, held to the key when she turns it again', () => {
    expect(found(GIVEN, 'Mara Voss turned the brass key.')).toEqual([
      'chapter_02.md:3 Mara Voss has the brass key here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });

  it('is not the man, who may turn the key', () => {
    expect(found(GIVEN, 'Tomas Reyes turned the brass key.')).toEqual([]);
  });
});

describe('a passing of a thing named with a capital at the sentence’s start', () => {
  it('ends the giving of it', () => {
    const given = `${CAST}Tomas Reyes gave the ledgers to Mara Voss.`;
    expect(found(given, 'Tomas Reyes opened the ledgers.')).toHaveLength(1);
    expect(
      found(given, 'Ledgers were passed from hand to hand all evening.', 'Tomas Reyes opened the ledgers.'),
    ).toEqual([]);
  });
});

describe('a giving after "and", with a pronoun after the name that opens the sentence', () => {
  const GIVEN = `${CAST}Tomas Reyes sat by the fire. Mara Voss came in, he rose, and gave the brass key to Ivo Brandt.`;

  it('is the pronoun’s, the nearer subject', () => {
    expect(found(GIVEN, 'Tomas Reyes turned the brass key.')).toEqual([
      'chapter_02.md:3 Tomas Reyes has the brass key here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
    expect(found(GIVEN, 'Mara Voss turned the brass key.')).toEqual([]);
  });
});
