import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An age told through a pronoun after people of known genders (src/check/facts.ts, ageOwner): "He was fifty-two"
 * after "Mara Voss came up the lane" is the man of the scene, Tom Hale; a woman named since him is no bar, as only
 * one whose gender the text never told would be.
 */

const BIBLE = '## Characters\n### Mara Voss\n- gender: female\n### Tom Hale\n- gender: male\n';

const agesOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), BIBLE), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.filter((a) => a.field === 'age').map((a) => `${c.name} ${a.value} ${a.via} ${a.at.file}:${a.at.line}`),
  );

describe('an age told through "he" after a man and a woman', () => {
  it("is the man's when both are named in its paragraph", () => {
    expect(agesOf('Tom Hale met Mara Voss at the gate. He was fifty-two.')).toEqual([
      'Tom Hale 52 pronoun chapter_01.md:3',
    ]);
  });

  it("is the scene's man's when only the woman is named in its paragraph", () => {
    expect(agesOf('Tom Hale waited at the gate.\n\nMara Voss came up the lane. He was fifty-two.')).toEqual([
      'Tom Hale 52 pronoun chapter_01.md:5',
    ]);
  });
});
