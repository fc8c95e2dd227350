import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A mark told of "her" where no name says whose is kept by the gender "her" tells (src/check/facts.ts, looksIn). */

describe('a mark on an unnamed woman', () => {
  it('is kept as a woman’s', () => {
    const { facts } = readFacts(
      manuscriptOf(chaptersOf('A tall woman waited at the gate. She had a scar across her right cheek.')),
      ENGLISH,
    );
    expect((facts.unownedMarks ?? []).map((m) => `${m.gender} ${m.mark} ${m.side} ${m.part}`)).toEqual([
      'female scar right cheek',
    ]);
  });

  it('is no man’s when the mark is told of "my"', () => {
    const { facts } = readFacts(
      manuscriptOf(chaptersOf('I waited at the gate. I had a scar across my right cheek.')),
      ENGLISH,
    );
    expect((facts.unownedMarks ?? []).filter((m) => m.gender === 'male')).toEqual([]);
  });
});
