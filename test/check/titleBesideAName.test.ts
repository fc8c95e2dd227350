import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A title the book writes as a name, set beside a full name ("the Guv'nor himself, Henry Cobham, big and red-faced"),
 * is that person's name all through the book: an age told under the title is held against the one told under the
 * name. Texts written for these tests.
 */

const attributes = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const saloon =
  "Ivy stood by the hatch. Through it she could see the men in their collars, and the Guv'nor himself, Henry Cobham, big and red-faced, with his back to the fire. He was fifty-eight that year.\n\nThe Guv'nor laughed at something. The Guv'nor bought a round.";
const yard =
  "Henry Cobham had bought the farm in 1920. In the morning the Guv'nor came down to the bins with his stick.";
const end = "At the paying-out the Guv'nor, who was sixty-eight, stood at the table and counted the money.";

describe('a title set beside a full name', () => {
  it('is that person: an age told under the title is held against the age told under the name', () => {
    expect(attributes(saloon, yard, end)).toEqual([expect.stringMatching(/^chapter_03\.md:3 .*68.*fifty-eight/)]);
    const cast = readFacts(manuscriptOf(chaptersOf(saloon, yard, end)), ENGLISH).facts.cast;
    expect(cast.find((c) => c.name === 'Henry Cobham')?.names).toContain("the Guv'nor");
  });

  it('is no one when a reflexive of the other gender stands after the title', () => {
    const herself = saloon.replace("the Guv'nor himself, Henry Cobham", "the Guv'nor herself, Henry Cobham");
    expect(attributes(herself, yard, end)).toEqual([]);
  });

  it('is no one when the name after it owns something ("the Anchor, Tom Hardy\'s pub")', () => {
    const owned = saloon.replace("the Guv'nor himself, Henry Cobham, big", "the Guv'nor, Henry Cobham's man, big");
    expect(attributes(owned, yard, end)).toEqual([]);
  });
});

describe('a name only as an owner', () => {
  it('does not take the next pronoun from the one the paragraph follows', () => {
    const shop =
      "Gaspar Nunes came in with the box.\n\nGaspar picked it up. It was warm from Afonso Teles's pocket. He held it in his left hand, with the short forefinger curled over the lid.\n\nAfonso Teles was waiting by the door.";
    const later = 'Gaspar put his right hand, with the forefinger that stopped short at the first joint, on the bench.';
    expect(attributes(shop, 'Nothing happened that day.', later)).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 Gaspar Nunes's missing finger .*right.*left/),
    ]);
  });
});
