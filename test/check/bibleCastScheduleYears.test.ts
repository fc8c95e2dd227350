import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page's schedule typed in the author's shorthand: a year in two figures after a weekday and a date ("TUE 22
 * JAN 57") is the year of the century whose calendar fits the weekday, January as any month; two figures after a
 * weekday and a count that is no month ("THU 2 WREATHS, 16 MOURNERS") are no year, and nor are two figures after a weekday that fits the date in neither century ("MON 3 FEB
 * 57", a Sunday in 1957). Written for these tests.
 */

const PAGE = `THE SALT ROAD

CORA VANCE ............................ a lighthouse keeper
WALTER GREIG .......................... harbourmaster
MAUD GREIG ............................ his wife

SCHEDULE

Ch 1  TUE 22 JAN 57 ... the lamp fails
Ch 2  SAT 26 JAN 57 ... Walter drowns
Ch 3  THU 2 WREATHS, 16 MOURNERS ... the wake at the church
Ch 4  MON 17 JUNE 57 ... Maud alone
Ch 5  MON 3 FEB 57 ... the inquest
Ch 12  SUN 3 MAR 57 ... as foretold in Chapter Two
Ch 0  FRI 1 FEB 57 ... the storm, a prologue
`;

describe('a cast page’s schedule in shorthand', () => {
  // "Ch 0" is a prologue, no chapter of the book; "church" is no "ch" and a number.
  it('writes a two-figure year in full by the century the weekday fits, in January too', () => {
    const timeline = parseBible(PAGE, ENGLISH).timeline;
    expect(timeline.map((t) => [t.chapter, t.line, t.text, t.date])).toEqual([
      [1, 9, 'chapter 1 — Tue 22 Jan 1957 — the lamp fails', { day: 22, month: 1, year: 1957 }],
      [2, 10, 'chapter 2 — Sat 26 Jan 1957 — Walter drowns', { day: 26, month: 1, year: 1957 }],
      [3, 11, 'chapter 3 — Thu 2 wreaths, 16 mourners — the wake at the church', undefined],
      [4, 12, 'chapter 4 — Mon 17 June 1957 — Maud alone', { day: 17, month: 6, year: 1957 }],
      [5, 13, 'chapter 5 — Mon 3 Feb 57 — the inquest', { day: 3, month: 2 }],
      [12, 14, 'chapter 12 — Sun 3 Mar 1957 — as foretold in chapter 2', { day: 3, month: 3, year: 1957 }],
    ]);
  });
});
