import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing held out to another and taken by them is given, not lent a while (src/check/checks/objects.ts, take):
 * the giver holding it again in the same chapter, with nothing that gives it back, is a slip. "She stood holding
 * the box" is hers ("holding" after the verb she is the subject of), and "the level in its box" is the box held.
 * Texts written for these tests.
 */

const OPENING = 'Nell Pryor kept the shop. She was twenty. Tom Lacey was a carter. He was tall.';
const GIVEN = 'Nell took the box from me and held it out to Tom. Tom took the box in both arms.';

const found = (later: string) =>
  givenAway(manuscriptOf(chaptersOf(OPENING, `${GIVEN}\n\n${later}`)), ENGLISH).map((f) => `${f.file}:${f.line}`);

describe('a thing held out and taken', () => {
  it('is given: the giver holding it again is a slip', () => {
    expect(found('Later Nell held the box against her coat.')).toEqual(['chapter_02.md:5']);
  });

  it('is hers when she stands holding it, and held in its case it is the case', () => {
    expect(found('When Tom had gone up the hill, Nell stood holding the box against her coat.')).toEqual([
      'chapter_02.md:5',
    ]);
    expect(found('When Tom had gone up the hill, she stood holding the level in its box against her coat.')).toEqual([
      'chapter_02.md:5',
    ]);
  });

  it('keeps a thing the book follows that is told in its case', () => {
    expect(found('Later Nell stood holding the box wrapped in its sacking.')).toEqual(['chapter_02.md:5']);
  });

  it('stays quiet when he holds it, or it is given back', () => {
    expect(found('When they reached the hill, Tom stood holding the box against his coat.')).toEqual([]);
    expect(found('Tom gave the box back to Nell. Later Nell held the box against her coat.')).toEqual([]);
  });
});
