import { describe, expect, it } from 'vitest';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Two dates run together with no space after a short month's stop ("14 Sept.Oct 3", a slip of the keyboard) are two
 * dates, the second month-first; a month-first date overlapping a day-first one is not read twice.
 */

const read = (text: string) => datesIn(text, ENGLISH).map((d) => `${d.day}/${d.month}@${d.index}+${d.length}`);

describe('dates run together', () => {
  it('reads both dates when the second opens right after the first one’s stop', () => {
    expect(read('The ledger ran from 14 Sept.Oct 3 without a break.')).toEqual(['14/9@20+8', '3/10@28+5']);
  });

  it('reads a month shared by two readings once, as the day-first date', () => {
    expect(read('By the third of May 4 men had left.')).toEqual(['3/5@3+16']);
  });
});
