import { describe, expect, it } from 'vitest';
import { weekdayBeside } from '../../src/check/checks/storyCalendar.js';
import { datesIn, weekdaysIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The weekday said after a date ("the 3rd of October, a Thursday", "…, which was a Thursday") is the date's; a
 * weekday further on in the sentence is not (src/check/checks/storyCalendar.ts, weekdayBeside; ENGLISH.dateToWeekday).
 */

const besideDate = (text: string) => {
  const [date] = datesIn(text, ENGLISH);
  if (!date) throw new Error(`no date in ${text}`);
  return weekdayBeside(text, date, weekdaysIn(text, ENGLISH), ENGLISH)?.weekday;
};

describe('a weekday after a date', () => {
  it('is the date’s, set off as "a Thursday" or "which was a Thursday", spaces doubled or not', () => {
    for (const text of [
      'We sailed on the 3rd of October, a Thursday.',
      'We sailed on the 3rd of October, which was a Thursday.',
      'We sailed on the 3rd of October, a  Thursday.',
      'We sailed on the 3rd of October, which  was a Thursday.',
      'We sailed on the 3rd of October, which was  a Thursday.',
    ])
      expect(besideDate(text), text).toBe(4);
  });

  it('is not the date’s when more words stand between', () => {
    expect(besideDate('We sailed on the 3rd of October, a day before Thursday.')).toBeUndefined();
  });
});
