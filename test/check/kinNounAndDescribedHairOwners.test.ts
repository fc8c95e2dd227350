import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Whose a kin noun and a description are: "my sister Jane's Quill Hale" makes Jane a woman, not Quill; "Hugh Lacey
 * was the resident, a tall fair young man, and Tom Ward was not" tells Hugh's hair, though Tom is named after it; "(He
 * was the resident, a tall fair young man.)" is his though a bracket opens it. Short texts written for these tests.
 */

const castOf = (...texts: string[]) => readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast;
const hair = (...texts: string[]) =>
  castOf(...texts).flatMap((c) => c.attributes.filter((a) => a.field === 'hair').map((a) => `${c.name}: ${a.value}`));

describe('a kin noun before a possessive name', () => {
  it("tells the owner's gender, not that of the one the owner has", () => {
    const cast = castOf(
      "I met my sister Jane's Quill Hale at the fair.",
      'Quill Hale sat down by the fire.',
      'Jane laughed at that. Jane went out.',
    );
    expect(cast.map((c) => [c.name, c.gender ?? null])).toEqual(
      expect.arrayContaining([
        ['Jane', 'female'],
        ['Quill Hale', null],
      ]),
    );
  });
});

describe('"a tall fair young man" described after a name', () => {
  it('is the hair of the name before it, not of one named later in the sentence', () => {
    expect(
      hair(
        'Hugh Lacey came in with Tom Ward. Hugh Lacey was the resident, a tall fair young man, and Tom Ward was not.',
      ),
    ).toEqual(['Hugh Lacey: blond']);
  });

  it("is the pronoun's when marks open the sentence before it", () => {
    expect(hair('Hugh Lacey came in. (He was the resident, a tall fair young man.)')).toEqual(['Hugh Lacey: blond']);
    expect(hair('Hugh Lacey came in. 1920: he was the resident, a tall fair young man.')).toEqual([
      'Hugh Lacey: blond',
    ]);
    expect(hair('Hugh Lacey came in. He was the resident, a tall fair young man.')).toEqual(['Hugh Lacey: blond']);
  });
});
