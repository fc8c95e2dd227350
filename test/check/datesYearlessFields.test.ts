import { describe, expect, it } from 'vitest';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A date written without its year carries no year at all, day first or month first, so a reader asking for the year
 * finds none rather than an empty one; one after a dated date in its sentence carries that year beside it
 * (src/check/dates.ts, datesIn). Written for these tests.
 */

describe('a date with no year', () => {
  it('has only its day, month and place, day first or month first', () => {
    expect(datesIn('on 4 March', ENGLISH)).toStrictEqual([{ day: 4, month: 3, index: 3, length: 7 }]);
    expect(datesIn('By March 5 the ice had gone.', ENGLISH)).toStrictEqual([{ day: 5, month: 3, index: 3, length: 7 }]);
  });

  it('takes the year of a dated one before it in its sentence as the year beside it', () => {
    expect(datesIn('On 2 May 1940 and 3 May.', ENGLISH)).toStrictEqual([
      { day: 2, month: 5, year: 1940, index: 3, length: 10 },
      { day: 3, month: 5, index: 18, length: 5, yearBeside: 1940 },
    ]);
  });

  it('gives the year past a year-less date between, and none to a date that has its own', () => {
    expect(datesIn('On 2 May 1940, 3 May and 4 May.', ENGLISH).map((d) => [d.day, d.year, d.yearBeside])).toEqual([
      [2, 1940, undefined],
      [3, undefined, 1940],
      [4, undefined, 1940],
    ]);
    expect(datesIn('On 2 May 1940 and 3 May 1941.', ENGLISH)).toStrictEqual([
      { day: 2, month: 5, year: 1940, index: 3, length: 10 },
      { day: 3, month: 5, year: 1941, index: 18, length: 10 },
    ]);
  });
});
