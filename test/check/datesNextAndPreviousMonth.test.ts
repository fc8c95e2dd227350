import { describe, expect, it } from 'vitest';
import { nextMonth, previousMonth } from '../../src/check/dates.js';

/** The month after and before a month, across the turn of a year. */

describe('the month beside a month', () => {
  it('is the next year’s January after December, and the same year’s next month otherwise', () => {
    expect(nextMonth({ year: 1928, month: 12 })).toEqual({ year: 1929, month: 1 });
    expect(nextMonth({ year: 1928, month: 10 })).toEqual({ year: 1928, month: 11 });
  });

  it('is the year before’s December before January', () => {
    expect(previousMonth({ year: 1929, month: 1 })).toEqual({ year: 1928, month: 12 });
    expect(previousMonth({ year: 1928, month: 10 })).toEqual({ year: 1928, month: 9 });
  });
});
