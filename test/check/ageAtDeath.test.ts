import { describe, expect, it } from 'vitest';
import { checkAttributes, statementsIn } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An age at a death told with its year is a record: "He was fifty-three" in the story's summer of a man who "died in
 * March 1961, …, at sixty-four" grows to it; "at seventy-four" does not, and the living age is the slip. One whose
 * year is not told ("until 1971, when he died … at seventy-six") stands at no known time. Sentences written for these
 * tests.
 */

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const summer = [
  'On Saturday, the third of June 1950, the boat came in late. Abel Strand met it, as Abel Strand met every boat.',
  '',
  'Abel Strand was fifty-three, a slow man with a white beard, and he had kept the store since before the war.',
].join('\n');
const death = (age: string) =>
  `Abel Strand died in March 1961, in his chair by the stove, at ${age}, and was found by the postman. He left a will. It was written on a seed list that he must have kept for years before, in pencil.`;

describe('an age at a death told with its year', () => {
  it('holds the living age said years before it: the living age is the slip when it does not grow to it', () => {
    expect(findings(summer, death('sixty-four'))).toEqual([]);
    expect(findings(summer, death('seventy-four'))).toEqual([
      "chapter_01.md:5 Abel Strand's age is 53 here, in 1950; chapter_02.md:3 has Abel Strand die in 1961 at 74, so 63 in 1950",
    ]);
  });

  it('is held to the bible’s age grown from the story’s year to the death’s', () => {
    const bible = '# Bible\n\n## Characters\n### Abel Strand\n- age: 53\n';
    const story = 'On Saturday, the third of June 1950, the boat came in late.';
    expect(checkAttributes(manuscriptOf(chaptersOf(story, death('sixty-four')), bible), ENGLISH).findings).toEqual([]);
    expect(
      checkAttributes(manuscriptOf(chaptersOf(story, death('seventy-four')), bible), ENGLISH).findings.map(
        (f) => `${f.file}:${f.line}`,
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('stands at no known time when its sentence names no year of the death', () => {
    const bound = (age: string) =>
      `The clock stopped, and it stayed stopped until 1971, when Abel Strand died in his chair at ${age}, and the postman found him.`;
    expect(findings(summer, bound('seventy-four'))).toEqual([]);
    const bible = '# Bible\n\n## Characters\n### Abel Strand\n- age: 53\n';
    expect(checkAttributes(manuscriptOf(chaptersOf(bound('seventy-four')), bible), ENGLISH).findings).toEqual([]);
    // Its year told, but not the story's: the bible's age (the story's first year's) cannot be grown to it.
    expect(checkAttributes(manuscriptOf(chaptersOf(death('seventy-four')), bible), ENGLISH).findings).toEqual([]);
  });

  it('is read after the name, with the age closing its phrase, not a time of day', () => {
    const cast = readFacts(manuscriptOf(chaptersOf(summer)), ENGLISH).cast;
    const ages = (sentence: string) =>
      statementsIn(sentence, sentence, 1, cast, ENGLISH).map((s) => [s.value, s.atDeath ?? false]);
    expect(ages('Abel Strand died in March 1961, in his chair, at sixty-four, and was found.')).toEqual([['64', true]]);
    expect(ages('Abel Strand was killed at Ypres in 1917, aged twenty-one.')).toEqual([['21', true]]);
    expect(ages('Abel Strand died at six in the morning.')).toEqual([]);
    expect(ages('Abel Strand died at home, at eleven, in the dark.')).toEqual([]);
  });
});
