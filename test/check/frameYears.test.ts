import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A story told years later by the one it happened to: chapters of the narrator's present ("It is Saturday, the
 * twenty-first of March 1998") between the story's own, of 1961. The frame's dates are not days the story reached,
 * its year is not the year of the story's dates without one, and a day of the frame told again without its year
 * falls right in the frame's. A weekday wrong in both is still a slip. Written for these tests.
 */

const FRAME = 'It is Saturday, the twenty-first of March 1998, and it has rained all week. I write in the mornings.';
const STORY =
  'On Monday the sixth of November 1961 I was in the engine house before it was light. The pump was running rough.';
const found = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a frame in the narrator’s later present', () => {
  it('keeps the story’s dates in the story’s year, and the frame’s days in the frame’s', () => {
    expect(
      found(
        `${FRAME}\n\n${STORY}`,
        'On Monday the twentieth of November he rode up the hill to my door and stood astride the bicycle.',
        `${FRAME}\n\nOn Saturday the twenty-fifth of November the rain came down off the mountain.`,
        'It is Saturday the twenty-eighth of March, and the sea is grey under the pier. I have almost done.',
      ),
    ).toEqual([]);
  });

  it('still tells a weekday that is wrong in the story’s year and in the frame’s', () => {
    expect(
      found(
        `${FRAME}\n\n${STORY}`,
        'On Tuesday the twentieth of November he rode up the hill to my door and stood astride the bicycle.',
        'On Saturday the twenty-fifth of November the rain came down off the mountain.',
      ),
    ).toEqual([
      expect.stringMatching(
        /^chapter_02\.md:3 Tuesday is not the weekday of 20 November in the story's year \(1961\), a Monday/,
      ),
    ]);
  });
});
