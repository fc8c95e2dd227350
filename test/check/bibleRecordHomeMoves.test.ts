import { describe, expect, it } from 'vitest';
import { recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A record's home followed by later moves ("Leeds; moved to York in chapter 3"): each move a dated line of its own. */

const homeOf = (value: string) =>
  recordLines(
    { name: 'Ann Lee', line: 1, pairs: [{ field: 'home', label: 'Home', value, line: 2 }], prose: [] },
    [],
    ENGLISH,
  ).characters.map((c) => [c.text, c.line]);

describe('a home and its later moves', () => {
  it('reads the first part as the home and each later move to a named place as a move in its chapter', () => {
    expect(homeOf('Leeds; moved to the Old Mill in chapter 3; to York (chapter 5)')).toEqual([
      ['### Ann Lee', 1],
      ['- home: Leeds', 2],
      ['- moves to Old Mill in chapter 3', 2],
      ['- moves to York in chapter 5', 2],
    ]);
  });

  it('reads no move without a chapter, without a named place, or to a place longer than a name', () => {
    expect(
      homeOf('Leeds; moved to York later; moved to the mill in chapter 4; to Great North Moor Rail Halt in chapter 6'),
    ).toEqual([
      ['### Ann Lee', 1],
      ['- home: Leeds', 2],
    ]);
  });

  it('reads the home up to a date or a note after it, and without the space left before a full stop', () => {
    for (const value of ['Mill Lane until 1990', 'Mill Lane (the end house)', 'Mill Lane .'])
      expect(homeOf(value), value).toEqual([
        ['### Ann Lee', 1],
        ['- home: Mill Lane', 2],
      ]);
  });
});
