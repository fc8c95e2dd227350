import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A first-person chapter headed "Chapter Two: Tom", whose narration never names Tom (others call him so in speech),
 * is told by Tom; and "I am fifty-eight." in a first-person narration is the narrator's age. A chapter titled for a
 * person its narration names is about them, not told by them; "when I am sixty" is another time. Texts written for
 * these tests.
 */

const PEOPLE = '# Chapter One: Ada\n\nAda Marsh kept the shop. She was forty. Tom Hale set the type. He was quick.\n';
const ages = (second: string) => {
  const { facts } = readFacts(manuscriptOf({ 'chapter_01.md': PEOPLE, 'chapter_02.md': second }), ENGLISH);
  return facts.cast.flatMap((c) => c.attributes.filter((a) => a.field === 'age').map((a) => `${c.name} ${a.value}`));
};
const TOLD =
  'I was in at seven.\n\nI put the kettle on and I waited.\n\nI had the pot up to heat before the boy came.\n\nI said nothing to him.\n\n';

describe("a first-person narrator's own age", () => {
  it('is the age of the one the heading names, when the narration never names them', () => {
    expect(ages(`# Chapter Two: Tom\n\n${TOLD}I am fifty-eight. "Morning, Tom," said Ada.\n`)).toEqual([
      'Ada Marsh 40',
      'Tom Hale 58',
    ]);
  });

  it("is not the titled person's when the narration names them", () => {
    expect(ages(`# Chapter Two: Tom\n\n${TOLD}I am fifty-eight. Tom Hale came in late.\n`)).toEqual([
      'Ada Marsh 40',
      'The narrator 58',
    ]);
  });

  it('is no age when it is another time', () => {
    expect(ages(`# Chapter Two: Tom\n\n${TOLD}I will stop when I am sixty.\n`)).toEqual(['Ada Marsh 40']);
  });
});
