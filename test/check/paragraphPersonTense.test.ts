import { describe, expect, it } from 'vitest';
import { paragraphPerson, paragraphTense } from '../../src/check/facts.js';

/**
 * A paragraph's person and tense from its votes (src/check/facts.ts, paragraphPerson and paragraphTense): the
 * fewest votes that settle each, and the mixes that settle nothing.
 */

const votes = { first: 0, third: 0, past: 0, present: 0, firstPast: 0, firstPresent: 0, actsPresent: 0, second: 0 };

describe("a paragraph's person", () => {
  it('is first with one "I" that tells in the past', () => {
    expect(paragraphPerson({ ...votes, first: 1, past: 1, firstPast: 1 })).toBe('first');
  });

  it('is first with one "I" that tells in the present and no verb in the past', () => {
    expect(paragraphPerson({ ...votes, first: 1, present: 1, firstPresent: 1 })).toBe('first');
  });

  it('is unsettled when that present "I" stands in a paragraph with a verb in the past', () => {
    expect(paragraphPerson({ ...votes, first: 1, third: 1, past: 1, present: 1, firstPresent: 1 })).toBeUndefined();
  });

  it('is unsettled when "I" tells nothing, whatever the others do', () => {
    expect(paragraphPerson({ ...votes, first: 1, third: 2, past: 2 })).toBeUndefined();
    expect(paragraphPerson({ ...votes, first: 1 })).toBeUndefined();
  });

  it('is third with one "he" and no "I", and unsettled with neither', () => {
    expect(paragraphPerson({ ...votes, third: 1 })).toBe('third');
    expect(paragraphPerson(votes)).toBeUndefined();
  });
});

describe("a paragraph's tense", () => {
  it('is past with three verbs in the past and at most one in the present', () => {
    expect(paragraphTense({ past: 3, present: 1 })).toBe('past');
    expect(paragraphTense({ past: 4, present: 2 })).toBeUndefined();
  });

  it('is present with three verbs in the present and at most one in the past', () => {
    expect(paragraphTense({ past: 1, present: 3 })).toBe('present');
    expect(paragraphTense({ past: 2, present: 4 })).toBeUndefined();
  });

  it('is unsettled with two verbs of a tense alone', () => {
    expect(paragraphTense({ past: 2, present: 0 })).toBeUndefined();
    expect(paragraphTense({ past: 0, present: 2 })).toBeUndefined();
  });
});
