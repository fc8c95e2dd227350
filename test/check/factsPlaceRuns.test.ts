import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The text's places (src/check/facts.ts, collect and placesFrom): a run of capitals after a place's preposition
 * ("in the Lantern Inn") twice is a place of that whole name, first met where a preposition first stood before it;
 * one word so used ("in Paris") is a place from its first mention. A run opening a sentence tells nothing.
 */

const placesOf = (...texts: string[]) => {
  const facts = buildFactBase(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.places.map((p) => `${p.name} ${p.first.file}:${p.first.line}`);
};

describe("the text's places", () => {
  it('takes a run of words after "in the" twice as one place, first where a preposition stood before it', () => {
    expect(
      placesOf(
        'Tom Ashby sang. Lantern Inn stood empty.',
        'At dusk Tom Ashby drank in the Lantern Inn.',
        'Later Nell Quill found him in the Lantern Inn, asleep.',
      ),
    ).toEqual(['Lantern Inn chapter_02.md:3']);
  });

  it('takes one word after "in" twice as a place, first where the text first names it', () => {
    expect(
      placesOf(
        'Tom Ashby loved Paris.',
        'At dusk Tom Ashby walked in Paris.',
        'Later Nell Quill found him in Paris, asleep.',
      ),
    ).toEqual(['Paris chapter_01.md:3']);
  });
});
