import { describe, expect, it } from 'vitest';
import { nextWeekday, weekdayOfDays } from '../../src/check/checks/timelineDays.js';
import { dayCount } from '../../src/check/dates.js';

/** The weekday of a day count, before 1970 and after it (0 is Sunday). */

describe('the weekday of a day count', () => {
  it('is right on either side of 1 January 1970', () => {
    expect(weekdayOfDays(dayCount(1970, 1, 1))).toBe(4); // Thursday
    expect(weekdayOfDays(dayCount(1969, 12, 31))).toBe(3); // Wednesday
    expect(weekdayOfDays(dayCount(1928, 10, 14))).toBe(0); // Sunday
    expect(weekdayOfDays(dayCount(2024, 3, 2))).toBe(6); // Saturday
    expect(weekdayOfDays(dayCount(2026, 12, 7))).toBe(1); // Monday
  });

  it('gives the next day of a weekday after a day count, a week on when it is that day', () => {
    const saturday = dayCount(2024, 3, 2);
    expect(nextWeekday(saturday, 1)).toBe(saturday + 2);
    expect(nextWeekday(saturday, 6)).toBe(saturday + 7);
  });
});
