import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { dateHeading, daysOfThisMonthIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A chapter titled by the day it tells ("# Tuesday, 10 March 1908") puts the story on that day, as a date opening its
 * narration would; a day named by its place in the month ("the first of the month, a Wednesday") is in that month.
 */

describe('a heading that is a day', () => {
  it('reads the day, its weekday and its year, and nothing from a heading that titles more than the day', () => {
    expect(dateHeading('# Tuesday, 10 March 1908', ENGLISH)).toEqual({ day: 10, month: 3, year: 1908, weekday: 2 });
    expect(dateHeading('## 4 April', ENGLISH)).toEqual({ day: 4, month: 4 });
    expect(dateHeading('# March 12th, 1908.', ENGLISH)).toEqual({ day: 12, month: 3, year: 1908 });
    expect(dateHeading('# The Fire of 4 March 1908', ENGLISH)).toBeUndefined();
    expect(dateHeading('# Chapter One: 4 March 1908', ENGLISH)).toBeUndefined();
    expect(dateHeading('# March 1952', ENGLISH)).toBeUndefined();
  });
});

describe('a day of the month the story is in', () => {
  it('is the day before "of the month" or "of this month", in words or figures', () => {
    const days = (text: string) => daysOfThisMonthIn(text, ENGLISH).map((d) => d.day);
    expect(days('The wool went down on the first of the month, a Tuesday.')).toEqual([1]);
    expect(days('Rent is due on the 3rd of this month.')).toEqual([3]);
    expect(days('By the twenty-second of the month the lambs were marked.')).toEqual([22]);
    expect(days('It was the first of the ewes to lamb.')).toEqual([]);
    expect(days('The first of the month was quiet.')).toEqual([1]);
  });
});

const story = (weekday: string, heading = '# Thursday, 10 December 1908') =>
  manuscriptOf({
    'chapter_01.md': `# Monday, 2 November 1908\n\nThe shearers came over the hill at seven and the board was full by nine.\n`,
    'chapter_02.md': `${heading}\n\nThe bales had gone down to the railway on the first of the month, a ${weekday}, in two wagons, and the yard was quiet since.\n`,
  });
const weekdays = (m: ReturnType<typeof story>) =>
  checkTimeline(m, ENGLISH)
    .findings.filter((f) => f.message.includes('weekday'))
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('the weekday of a day in the month a dated chapter tells', () => {
  it('is found when it does not fall on that day of the month', () => {
    expect(weekdays(story('Wednesday'))).toEqual([
      "chapter_02.md:3 Wednesday is not the weekday of 1 December in the story's year (1908), a Tuesday",
    ]);
  });

  it('passes when it falls right, and reads no month when no chapter is titled by its day', () => {
    expect(weekdays(story('Tuesday'))).toEqual([]);
    expect(weekdays(story('Wednesday', '# Ten'))).toEqual([]);
  });

  it("holds the heading's own weekday to its date", () => {
    expect(weekdays(story('Tuesday', '# Friday, 10 December 1908'))).toEqual([
      'chapter_02.md:1 Friday is not the weekday of 10 December 1908, a Thursday',
    ]);
  });
});
