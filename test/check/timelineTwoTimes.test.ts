import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { yearOfWeekday } from '../../src/check/checks/timelineDays.js';
import { dayCount } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOwnYear, chapterStrands } from '../../src/check/storyYears.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book told in two times decades apart, in alternate chapters (the mill in 1951, the granddaughter in 1989): each
 * time keeps its own clock. A chapter of 1951 after one of 1989 is not the story going back, and its days without a
 * year are 1951's, where their weekdays fall right; a chapter that names no year is in the time of the chapters it
 * alternates with. A book in one time, or with one backstory date, is one clock as before.
 */

// 12 June 1951 a Tuesday, 15 June 1951 a Friday (in 1989 a Thursday), 30 June 1951 a Saturday, 2 July 1951 a
// Monday; 8 July 1989 a Saturday, 17 July 1989 a Monday, 5 August 1989 a Saturday (in 1951 a Sunday).
const MILL = [
  'On Tuesday, 12 June 1951, Ada Pryor took the first shift at the mill.',
  'On Saturday, 8 July 1989, her granddaughter Nell came up the lane in a hired car.',
  'On the Friday, the fifteenth of June, the looms stopped and Ada walked home by the river.',
  'On Monday, 17 July 1989, Nell opened the shutters of the mill house.',
  'It was Saturday, 30 June 1951, and Ada was paid off at the gate.',
  'On the Saturday, the fifth of August, Nell sold the mill house to a man from Leeds.',
  'On the Monday, the second of July, Ada found work at the laundry in the town.',
];

const timeline = (texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);
const strands = (texts: string[]) => chapterStrands(manuscriptOf(chaptersOf(...texts)).chapters, ENGLISH);

describe('a book told in two times', () => {
  it("reads each chapter's own year from a whole date of its present, not a birth's or a death's", () => {
    const own = (text: string) => chapterOwnYear(manuscriptOf(chaptersOf(text)).chapters[0] as never, ENGLISH);
    expect(own(MILL[1] as string)).toBe(1989);
    expect(own(`She had been born in the mill house, on Tuesday 2 February 1904. ${MILL[1]}`)).toBe(1989);
    expect(own('She had been born in the mill house, on Tuesday 2 February 1904.')).toBeUndefined();
    expect(own(MILL[2] as string)).toBeUndefined();
    expect(own('She was born at the mill on Tuesday 2 February 1904.')).toBeUndefined();
    expect(own('Ada would leave on Tuesday 11 March 1969, when the mill closed.')).toBeUndefined();
  });

  it('puts a chapter that names no year in the time of the chapters it alternates with', () => {
    expect(strands(MILL)).toEqual([1951, 1989, 1951, 1989, 1951, 1989, 1951]);
    // A time that runs on into the next January is still one time.
    const winter = [...MILL.slice(0, 6), 'On Wednesday, 2 January 1952, Ada found work at the laundry in the town.'];
    expect(strands(winter)).toEqual([1951, 1989, 1951, 1989, 1951, 1989, 1951]);
  });

  it('puts a chapter that names no year in the time its weekdays fall right in, whatever the order', () => {
    // 5 August a Saturday in 1989 only (a Sunday in 1951, a Tuesday in 1952, a Sunday in 1990); the chapters that
    // name 1951 are the first and the fourth, so no alternation places it.
    const order = [MILL[0], MILL[1], MILL[3], MILL[4], MILL[5]] as string[];
    expect(strands(order)).toEqual([1951, 1989, 1989, 1951, 1989]);
    // 15 June a Friday in 1951 and in 1990: its weekday places it in neither, and no alternation does.
    expect(strands([...order.slice(0, 4), MILL[2] as string]).every((s) => s === undefined)).toBe(true);
  });

  it('keeps one clock for a book in one time, or one whose times do not alternate', () => {
    const oneTime = MILL.map((t) => t.replace('1989', '1951'));
    expect(strands(oneTime).every((s) => s === undefined)).toBe(true);
    // One chapter of each time: no time kept by two chapters (the second may quote an old paper of its year).
    expect(strands(MILL.slice(0, 3))).toEqual([undefined, undefined, undefined]);
    expect(strands(MILL.slice(0, 2))).toEqual([undefined, undefined]);
    // Chapters of 1989 both odd and even: the times do not alternate, and the one naming no year is in neither.
    const mixed = [MILL[0], MILL[1], MILL[4], MILL[3], MILL[1], MILL[2]] as string[];
    expect(strands(mixed).every((s) => s === undefined)).toBe(true);
    // Every chapter naming its year is in its year's time, whatever their order.
    expect(strands(mixed.slice(0, 5))).toEqual([1951, 1989, 1951, 1989, 1989]);
    // Two times five years apart are one story going on, not two times.
    expect(strands(MILL.map((t) => t.replace('1989', '1956'))).every((s) => s === undefined)).toBe(true);
    // A third time (2023): no two strands.
    const third = [...MILL, 'On Friday, 3 March 2023, the mill house was pulled down.'];
    expect(strands(third).every((s) => s === undefined)).toBe(true);
  });

  it("holds each chapter to its own time's days and weekdays", () => {
    expect(timeline(MILL)).toEqual([]);
  });

  it('still finds a chapter going back within its own time', () => {
    const back = [...MILL];
    // 9 June 1951 was a Saturday: before the 12th that chapter one reached.
    back[2] = 'On the Saturday, the ninth of June, the looms stopped and Ada walked home by the river.';
    expect(timeline(back)).toEqual([
      'chapter_03.md:3 the narration is at 9 June 1951, before 12 June 1951 that chapter_01.md:3 reached, and is not marked as memory or flashback',
    ]);
  });
});

describe('a day fixed for the next spring', () => {
  // 12 October 1951 a Friday (19 April is 176 days before it, within the half year a date is read in its year); 19 April 1951 a Thursday, 19 April 1952 a Saturday.
  const october = (then: string) =>
    timeline([`On Friday, 12 October 1951, Ada and Tom went to see the minister. ${then} Ada walked home.`]);

  it('reads a weekday that fits the next year, in a month the story has passed, in the next year', () => {
    expect(october('They fixed the wedding for Saturday the nineteenth of April.')).toEqual([]);
    expect(october('The wedding would be on Saturday the nineteenth of April.')).toEqual([]);
  });

  it('does not move the story on to a day a thing is fixed for', () => {
    const book = (fixed: string) =>
      timeline([
        `On Friday, 12 October 1951, Ada and Tom went to see the minister. ${fixed}\n\nOn Saturday, 13 October 1951, Ada walked home.`,
      ]);
    expect(book('They fixed the wedding for Saturday the nineteenth of April.')).toEqual([]);
    expect(book('They married on Saturday the nineteenth of April.')).toEqual([
      'chapter_01.md:5 the narration is at 13 October 1951, before 19 April 1952 that chapter_01.md:3 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
  });

  it('still finds a weekday that fits neither year', () => {
    expect(october('They fixed the wedding for Sunday the nineteenth of April.')).toEqual([
      "chapter_01.md:3 Sunday is not the weekday of 19 April in the story's year (1951), a Thursday",
    ]);
  });

  it('moves a date on only when its month is past and its weekday fits the next year', () => {
    const latest = { days: dayCount(1951, 10, 12), year: 1951, month: 10 };
    expect(yearOfWeekday({ day: 19, month: 4 }, 6, latest, 1951)).toBe(1952);
    expect(yearOfWeekday({ day: 19, month: 4 }, 4, latest, 1951)).toBe(1951);
    expect(yearOfWeekday({ day: 19, month: 4 }, 0, latest, 1951)).toBe(1951);
    // 24 November 1951 a Saturday, 1952 a Monday: a month still to come is this year's.
    expect(yearOfWeekday({ day: 24, month: 11 }, 1, latest, 1951)).toBe(1951);
    expect(yearOfWeekday({ day: 19, month: 4 }, 6, undefined, 1951)).toBe(1951);
  });
});
