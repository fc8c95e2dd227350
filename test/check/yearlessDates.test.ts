import { describe, expect, it } from 'vitest';
import { dayCountIn, yearlessFit } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Weekdays beside dates that give no year (timeline.ts `yearlessFit`): read in order, a date more than half a year
 * before the last one has moved on a year ("Monday 30 December … Monday 6 January"); one exactly half a year before
 * has not. And a sentence with no day count gives none, with no words. Dates written for these tests.
 */

const MONDAY = 1;
const TUESDAY = 2;

describe('weekdays beside year-less dates', () => {
  it('rolls a January after a December into the next year', () => {
    // 30 December 2024 and 6 January 2025 are both Mondays; 6 January 2024 was a Saturday.
    const pairs = [
      { weekday: MONDAY, month: 12, day: 30 },
      { weekday: MONDAY, month: 1, day: 6 },
    ];
    expect(yearlessFit(pairs, 2024)).toBe(2);
  });

  it('keeps a date exactly half a year (183 days) before the last in the same year', () => {
    // 31 December 2024 is a Tuesday; 1 July 2024, 183 days before it, a Monday (1 July 2025 is a Tuesday).
    const pairs = [
      { weekday: TUESDAY, month: 12, day: 31 },
      { weekday: MONDAY, month: 7, day: 1 },
    ];
    expect(yearlessFit(pairs, 2024)).toBe(2);
  });

  it('counts one fit when the second weekday is wrong in either year', () => {
    const pairs = [
      { weekday: MONDAY, month: 12, day: 30 },
      { weekday: TUESDAY, month: 1, day: 6 },
    ];
    expect(yearlessFit(pairs, 2024)).toBe(1);
  });
});

describe('a sentence with no day count', () => {
  it('gives no days and no words', () => {
    expect(dayCountIn('She walked down to the harbour and back.', ENGLISH)).toEqual({ days: 0, words: '' });
  });
});
