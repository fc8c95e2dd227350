import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book told in two times in alternate chapters (1931 in the odd ones, 1981 in the even): a chapter that states no
 * year is in its time (src/check/storyYears.ts, chapterStrands), and its days are read in that year
 * (src/check/checks/deathDay.ts, chaptersSetAfter), so a death told late in the later time (1970) is after that
 * chapter's days though the chapter is read first, and the dead acting there is a slip. The dead acting in the
 * earlier time's chapters is no slip. Texts written for these tests.
 */

const EARLY = (day: string) => `It was ${day} 1931. Hal Brenner walked up to the mill with his sister Ada Brenner.`;
const LATE = (day: string) => `It was ${day} 1981. Ada Brenner sat in the garden.`;
const MEETING = 'Ada Brenner went down to the meeting in the hall on the Wednesday, the eighth of July.';
const DEATH = `${LATE('Friday, the eighteenth of September,')} She remembered Hal, who had died at Truro on Tuesday 10 March 1970.`;

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

describe('a book told in two times in turn', () => {
  it('finds the dead acting in the later time before the chapter that tells the death', () => {
    expect(
      dead(
        EARLY('Monday, the sixth of April,'),
        LATE('Saturday, the fourth of July,'),
        EARLY('Friday, the tenth of April,'),
        `${MEETING}\n\nHal Brenner stood up at the back and said nothing.`,
        EARLY('Monday, the twentieth of April,'),
        DEATH,
      ),
    ).toEqual(['chapter_04.md:5']);
  });

  it('reads a year named after the chapter’s opening paragraph as the backstory’s, not the chapter’s', () => {
    expect(
      dead(
        EARLY('Monday, the sixth of April,'),
        LATE('Saturday, the fourth of July,'),
        EARLY('Friday, the tenth of April,'),
        `${MEETING}\n\nThe photograph of the mill, taken in 1929, hung by the door. Hal Brenner stood up at the back and said nothing.`,
        EARLY('Monday, the twentieth of April,'),
        DEATH,
      ),
    ).toEqual(['chapter_04.md:5']);
  });

  it('reads a book whose times keep no turn in the story’s year: a frame decades on may tell the old time at length', () => {
    expect(
      dead(
        'I came to Brenmouth on Tuesday, the fourth of September 1962, to teach at the school.\n\nIn the summer of 1931 Hal Brenner walked up to the mill every morning.',
        EARLY('Monday, the sixth of April,'),
        `${EARLY('Friday, the tenth of April,')} On the Tuesday, the seventh of April, Ada went to town.`,
        EARLY('Monday, the twentieth of April,'),
        EARLY('Monday, the twenty-seventh of April,'),
        'It was Friday, the twenty-first of June 1963. I remembered Hal, who had died on Friday 10 March 1950.',
      ),
    ).toEqual([]);
  });

  it('keeps quiet on the dead alive in the earlier time', () => {
    expect(
      dead(
        EARLY('Monday, the sixth of April,'),
        LATE('Saturday, the fourth of July,'),
        `${EARLY('Friday, the tenth of April,')}\n\nHal Brenner stood up at the back and said nothing.`,
        MEETING,
        EARLY('Monday, the twentieth of April,'),
        DEATH,
      ),
    ).toEqual([]);
  });
});
