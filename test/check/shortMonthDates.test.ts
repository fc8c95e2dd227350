import { describe, expect, it } from 'vitest';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A date with its month cut short ("4 Jan. 1952", "4 Sept. 1952"), as diaries, logs and bibles write it, is the
 * date in that month (src/check/lang/en.ts monthShort): a short form dropped from the list would date nothing.
 */
const SHORT: Array<[string, number]> = [
  ['Jan', 1],
  ['Feb', 2],
  ['Mar', 3],
  ['Apr', 4],
  ['Jun', 6],
  ['Jul', 7],
  ['Aug', 8],
  ['Sep', 9],
  ['Sept', 9],
  ['Oct', 10],
  ['Nov', 11],
  ['Dec', 12],
];

describe('a month cut short', () => {
  it.each(SHORT)('reads "4 %s. 1952" in month %i of 1952', (short, month) => {
    const dates = datesIn(`It was Tuesday, 4 ${short}. 1952, and cold.`, ENGLISH);
    expect(dates.map((d) => [d.day, d.month, d.year])).toEqual([[4, month, 1952]]);
  });
});
