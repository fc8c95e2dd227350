import { describe, expect, it } from 'vitest';
import { datesIn, weekdayDaysIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Facts the timeline reads from dates.ts: a day named beside its weekday with no month ("Friday the 17th.") only
 * when it is a day of a month (1 to 31), spanning the weekday and the day; a year-less date taking the year of a dated
 * one before it only in the same sentence; and May, which has no short form, never read from another word. Sentences
 * written for these tests.
 */

describe('days beside their weekdays', () => {
  it('reads the first and the thirty-first, over the weekday and the day', () => {
    expect(weekdayDaysIn('It was Friday the 1st.', ENGLISH)).toEqual([{ weekday: 5, day: 1, index: 7, length: 14 }]);
    expect(weekdayDaysIn('It was Friday the 31st.', ENGLISH)).toEqual([{ weekday: 5, day: 31, index: 7, length: 15 }]);
  });

  it('reads no day 0 or 32', () => {
    expect(weekdayDaysIn('It was Friday the 0th.', ENGLISH)).toEqual([]);
    expect(weekdayDaysIn('It was Friday the 32nd.', ENGLISH)).toEqual([]);
  });
});

describe('a year-less date beside a dated one', () => {
  it('takes the year of a dated one earlier in its sentence, though a later sentence follows', () => {
    const dates = datesIn('The paper of 5 February 1953 told of the gale of 31 January. It blew for days.', ENGLISH);
    expect(dates.map((d) => [d.day, d.month, d.year, d.yearBeside])).toEqual([
      [5, 2, 1953, undefined],
      [31, 1, undefined, 1953],
    ]);
  });

  it('takes none across a sentence closed inside a quotation mark', () => {
    const dates = datesIn('He wrote “on 5 February 1953.” Then 31 January came.', ENGLISH);
    expect(dates.map((d) => [d.day, d.month, d.year, d.yearBeside])).toEqual([
      [5, 2, 1953, undefined],
      [31, 1, undefined, undefined],
    ]);
  });
});

describe('May, which has no short form', () => {
  it('reads no month from a capitalised word that is none', () => {
    expect(datesIn('The band Undefined 4 played on 4 Undefined Street.', ENGLISH)).toEqual([]);
    expect(datesIn('On 4 May, they left.', ENGLISH).map((d) => [d.day, d.month])).toEqual([[4, 5]]);
  });
});
