import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Ivo, at sixty-three, still climbs": an age set off by commas after a name, but only past the hours of a clock
 * ("Ivo, at twelve, is still at his desk" is noon). Short texts written for these tests.
 */

const attributes = (chapters: Record<string, string>): Finding[] =>
  checkAttributes(manuscriptOf(chapters), ENGLISH).findings;
const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);
const later = (first: string, sentence: string) =>
  chaptersOf(`Ivo Brand came in. He smiled. ${first}`, `Ivo Brand came in. He smiled. ${sentence}`);

describe('an age set off by commas after a name', () => {
  it('is read past twelve: thirteen against nine is a slip', () => {
    expect(where(attributes(later('He was nine.', 'Ivo, at thirteen, still climbs the wall.')))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('is an hour of the clock at twelve and below: no age, so no slip', () => {
    for (const [first, said] of [
      ['He was nine.', 'Ivo, at twelve, is still at his desk.'],
      ['He was fifty-eight.', 'Ivo, at six, is already down at the quay.'],
    ] as const)
      expect(attributes(later(first, said)), said).toEqual([]);
  });
});

describe('an age set off by commas', () => {
  it("is read right after the name only, not as another's further on", () => {
    // A fresh copy of the language: the statement patterns are compiled once per language and kept.
    const found = checkAttributes(
      manuscriptOf(later('He was nine.', 'Ivo Brand came in late, and Ada Price, now fifty, laughed at him.')),
      { ...ENGLISH },
    ).findings;
    expect(found).toEqual([]);
  });
});
