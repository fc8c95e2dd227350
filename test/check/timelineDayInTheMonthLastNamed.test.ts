import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { monthOfWeekday, nearestYear } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book of statements, each headed by the day it was taken ("*Tuesday, 8th September 1931. …*"), in which the one
 * speaking tells of the month before: "On Saturday the fifteenth of August … On the Thursday, the twentieth, …". A
 * careful reader takes a day given with its weekday and no month in the month the text named last, where the weekday
 * falls right, not only in the month of the heading or the next (src/check/dates.ts, monthOfWeekday;
 * src/check/checks/timeline.ts). Written for these tests.
 */

// 1931: 15 August a Saturday, 20 August a Thursday, 21 August a Friday; 8 September a Tuesday, 9 September a
// Wednesday; 20 September a Sunday, 20 October a Tuesday.
const first = (day: string) =>
  [
    '*Tuesday, 8th September 1931. The first statement, taken at the mill office.*',
    'My name is Walter Penhale. On Saturday the fifteenth of August I was at the weir with the other men.',
    `${day} the foreman sent for me and I went up to the house.`,
  ].join('\n\n');
const second = [
  '*Wednesday, 9th September 1931. The second statement, taken at the same place.*',
  'My name is Hester Quiller. I keep the books at the mill.',
].join('\n\n');

const findings = (...texts: string[]): Finding[] => checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings;

describe('a day with its weekday, in the month the statement named last', () => {
  it('reads "On the Thursday, the twentieth," as August’s, not as a day of September going back', () => {
    expect(findings(first('On the Thursday, the twentieth,'), second)).toEqual([]);
  });

  it('still reports a weekday that falls in none of them, naming the month named last', () => {
    const found = findings(first('On the Friday, the twentieth,'), second);
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_01.md:7']);
    expect(found[0]?.message).toContain('20 August 1931 is a Thursday');
    // The day is not dated in September: the next statement does not seem to go back before it.
  });

  it('takes the named month only after the story’s own and the next', () => {
    // 20 September 1931 was a Sunday: the month the story is in comes first.
    expect(monthOfWeekday(20, 0, { year: 1931, month: 9 }, { month: 8 })).toEqual({ year: 1931, month: 9 });
    expect(monthOfWeekday(20, 4, { year: 1931, month: 9 }, { month: 8 })).toEqual({ year: 1931, month: 8 });
    expect(monthOfWeekday(20, 4, { year: 1931, month: 9 })).toBeUndefined();
    // 28 December 1931 was a Monday: a December named in a January story is the December before.
    expect(monthOfWeekday(28, 1, { year: 1932, month: 1 }, { month: 12 })).toEqual({ year: 1931, month: 12 });
  });

  it('puts a month named without its year nearest the story’s', () => {
    expect(nearestYear(12, { year: 1932, month: 1 })).toBe(1931);
    expect(nearestYear(1, { year: 1931, month: 12 })).toBe(1932);
    expect(nearestYear(8, { year: 1931, month: 9 })).toBe(1931);
    expect(nearestYear(3, { year: 1931, month: 9 })).toBe(1931);
  });
});
