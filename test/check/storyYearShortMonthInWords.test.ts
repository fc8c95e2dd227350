import { describe, expect, it } from 'vitest';
import { storyYear } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A date with no figure in it: the month short ("Oct"), the day and the year in words. Written for these tests. */

const year = (text: string) => storyYear(manuscriptOf(chaptersOf(text)), ENGLISH);

describe("the story's year from a date written all in words", () => {
  it('is read with the month written out or short', () => {
    expect(year('The deed was signed on the fourth of October in the year nineteen hundred and twenty-three.')).toBe(
      1923,
    );
    expect(year('The deed was signed on the fourth of Oct in the year nineteen hundred and twenty-three.')).toBe(1923);
  });
});
