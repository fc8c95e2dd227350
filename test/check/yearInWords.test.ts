import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A year written out in words, as a deed, a will or a wedding notice writes it:
 * the date is of that year, and its weekday is checked in it, not in the
 * story's year.
 */

// A fresh copy of the language each time: the date patterns are built once per language and kept, and a year's words
// are read when they are built.
const yearsOf = (text: string) => datesIn(text, { ...ENGLISH }).map((d) => `${d.day}/${d.month}/${d.year ?? '-'}`);

describe('a year in words after a date', () => {
  it('reads the forms a document writes', () => {
    expect(yearsOf('Signed on the ninth of May in the year of our Lord eighteen hundred and twelve.')).toEqual([
      '9/5/1812',
    ]);
    expect(yearsOf('Married the 2nd of June, nineteen fifty-three, at St Mary’s.')).toEqual(['2/6/1953']);
    expect(yearsOf('Dated 3 April two thousand and four.')).toEqual(['3/4/2004']);
    expect(yearsOf('August 30, nineteen hundred, a hot day.')).toEqual(['30/8/1900']);
  });

  it('reads the words at either end of each part: eleven and twenty hundreds, ten and nineteen, twenty and ninety', () => {
    expect(yearsOf('Signed the first of May, eleven hundred and one.')).toEqual(['1/5/1101']);
    expect(yearsOf('Dated the second of June, twenty twenty.')).toEqual(['2/6/2020']);
    expect(yearsOf('Dated the third of April, nineteen ninety-nine.')).toEqual(['3/4/1999']);
    expect(yearsOf('Dated the fourth of July, nineteen nineteen.')).toEqual(['4/7/1919']);
    expect(yearsOf('Dated the fifth of July, nineteen ten.')).toEqual(['5/7/1910']);
    expect(yearsOf('Dated the sixth of July, nineteen hundred and nineteen.')).toEqual(['6/7/1919']);
    expect(yearsOf('Dated the seventh of July, nineteen hundred and seventeen.')).toEqual(['7/7/1917']);
  });

  it('reads no year in a count that follows a date', () => {
    expect(yearsOf('On the fourth of March nineteen men came down the hill.')).toEqual(['4/3/-']);
    expect(yearsOf('By the first of June two more had gone.')).toEqual(['1/6/-']);
    expect(yearsOf('On the fourth of March twenty thousand men marched on the city.')).toEqual(['4/3/-']);
  });

  it('reads no year in a hundreds word followed by a units word ("nineteen two")', () => {
    expect(yearsOf('Dated the fourth of March nineteen two, or so the clerk wrote it.')).toEqual(['4/3/-']);
  });

  const STORY = 'On Thursday, the first of October, 1936, the rain came in from the sea.';
  it('holds the weekday to the year in words, not to the story’s year', () => {
    const deed = (weekday: string) =>
      `${STORY}\n\nThe deed read: *Made this ${weekday} the fourteenth of March in the year nineteen hundred and thirty-three.*`;
    const found = (weekday: string) =>
      checkTimeline(manuscriptOf(chaptersOf(deed(weekday))), ENGLISH).findings.map((f) => `${f.line} ${f.message}`);
    // 14 March 1933 was a Tuesday (in 1936, a Saturday).
    expect(found('Tuesday')).toEqual([]);
    expect(found('Friday')).toEqual(['5 Friday is not the weekday of 14 March 1933, a Tuesday']);
  });
});
