import { describe, expect, it } from 'vitest';
import { monthOfWeekday, validDay, weekdayDaysIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A day named beside its weekday may have a time of day between them ("Friday night, the 17th."), but any other
 * word makes the two unrelated: "Friday came the 17th." names no day of Friday; and the month such a day falls in is
 * one that has that day (src/check/dates.ts, weekdayDaysIn, monthOfWeekday and validDay). Written for these tests.
 */

describe('a word between a weekday and a day', () => {
  it('reads the day after a time of day', () => {
    expect(weekdayDaysIn('On Friday night, the 17th.', ENGLISH)).toEqual([
      { weekday: 5, day: 17, index: 3, length: 22 },
    ]);
  });

  it('reads no day after any other word', () => {
    expect(weekdayDaysIn('Friday came the 17th.', ENGLISH)).toEqual([]);
  });
});

describe('the month of a day beside its weekday', () => {
  it('is never one the day is not in: "Wednesday the 31st" after April 2019 is no April date', () => {
    // 1 May 2019, what 31 April would run on to, was a Wednesday; 31 May 2019 a Friday.
    expect(monthOfWeekday(31, 3, { year: 2019, month: 4 })).toBeUndefined();
    expect(monthOfWeekday(31, 5, { year: 2019, month: 4 })).toEqual({ year: 2019, month: 5 });
  });

  it('knows the last day of each month', () => {
    expect([validDay(2019, 4, 30), validDay(2019, 4, 31), validDay(2020, 2, 29), validDay(2019, 2, 29)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
