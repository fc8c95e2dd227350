import { describe, expect, it } from 'vitest';
import { numericDatesIn } from '../../src/check/dates.js';

/** "2019-10-08" in an email's header or a log: a month of 1 to 12 and a day of 1 to 31, or no date at all. */

describe('a date written year-month-day', () => {
  it('reads the first and last month and day of the year', () => {
    expect(numericDatesIn('Sent 2019-01-01.').map(({ day, month, year }) => ({ day, month, year }))).toEqual([
      { day: 1, month: 1, year: 2019 },
    ]);
    expect(numericDatesIn('Sent 2019-12-31.').map(({ day, month, year }) => ({ day, month, year }))).toEqual([
      { day: 31, month: 12, year: 2019 },
    ]);
  });

  it('reads no date where the month or the day cannot be one', () => {
    expect(numericDatesIn('Ref 2019-00-08.')).toEqual([]);
    expect(numericDatesIn('Ref 2019-13-08.')).toEqual([]);
    expect(numericDatesIn('Ref 2019-10-00.')).toEqual([]);
    expect(numericDatesIn('Ref 2019-10-32.')).toEqual([]);
  });
});
