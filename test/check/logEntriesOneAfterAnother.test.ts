import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A second quoted log entry ("> Fri. 2 Oct. 1903.") after a first: the story moves on to its day when that day is
 * the one told last or comes within a month after it; an entry of days before, or of more than a month after, is an
 * old page or a page ahead, quoted, and a later count still starts from the first. An entry of no year, in a book
 * that gives none, is no day at all. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const FIRST = '> Wed. 23 Sept. 1903. Wind NE 4. Fog.\n\nTobias Marr keeps the light.';
const LATER = 'Three days later, on Wednesday, Tobias Marr climbed the tower.';
/** The count in the next chapter, after a second entry on line 7 of the first. */
const countAfter = (second: string) => timeline(`${FIRST}\n\n${second}\n\nTobias Marr trims the wick.`, LATER);
const FROM_FIRST =
  'chapter_02.md:3 "Three days later" counts from 23 September (chapter_01.md:3) to Saturday 26 September 1903, but the narration says Wednesday';

describe('a second log entry', () => {
  it('is where a later count starts when it comes days after the first', () => {
    expect(countAfter('> Fri. 2 Oct. 1903. Wind W 2. Clear.')).toEqual([
      'chapter_02.md:3 "Three days later" counts from 2 October (chapter_01.md:7) to Monday 5 October 1903, but the narration says Wednesday',
    ]);
  });

  it('is where a later count starts on the same day as the first, and a month to the day after it', () => {
    expect(countAfter('> Wed. 23 Sept. 1903. Wind W 2. Clear.')).toEqual([
      'chapter_02.md:3 "Three days later" counts from 23 September (chapter_01.md:7) to Saturday 26 September 1903, but the narration says Wednesday',
    ]);
    expect(countAfter('> Sat. 24 Oct. 1903. Wind W 2. Clear.')).toEqual([
      'chapter_02.md:3 "Three days later" counts from 24 October (chapter_01.md:7) to Tuesday 27 October 1903, but the narration says Wednesday',
    ]);
  });

  it('is an old page when dated before the first: the count starts from the first', () => {
    expect(countAfter('> Mon. 14 Sept. 1903. Wind W 2. Clear.')).toEqual([FROM_FIRST]);
  });

  it('is a page of another time when dated more than a month after the first: the count starts from the first', () => {
    expect(countAfter('> Sun. 25 Oct. 1903. Wind W 2. Clear.')).toEqual([FROM_FIRST]);
  });
});

describe('a log entry with no year, in a book that names none', () => {
  it('gives no day to count from, and the count is passed over', () => {
    expect(
      timeline(
        '> Wed. 23 Sept. Wind NE 4. Fog.\n\nTobias Marr keeps the light.',
        'Three days later, on Monday, Tobias Marr climbed the tower.',
      ),
    ).toEqual([]);
  });
});
