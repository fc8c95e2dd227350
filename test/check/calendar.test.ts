import { describe, expect, it } from 'vitest';
import { checkTimeline, daysForward, storyYear, yearOf } from '../../src/check/checks/timeline.js';
import { datesIn, dayCount } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The calendar: dates and weekdays in the story's year, day counts, diaries into a new year, letters. */

const timeline = (files: Record<string, string>, bible = '') =>
  checkTimeline(manuscriptOf(files, bible), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('dates in prose', () => {
  it('reads compound ordinals ("the twenty-eighth of December")', () => {
    expect(datesIn('It was Monday, the twenty-eighth of December.', ENGLISH).map((d) => [d.day, d.month])).toEqual([
      [28, 12],
    ]);
    expect(datesIn('the thirty-first of May 1924', ENGLISH)[0]).toMatchObject({ day: 31, month: 5, year: 1924 });
  });

  it('reads the thirtieth, and holds a date told after a later one to it', () => {
    expect(datesIn('on Saturday the thirtieth of November.', ENGLISH).map((d) => [d.day, d.month])).toEqual([[30, 11]]);
    const found = timeline({
      'chapter_01.md': '# One\n\nOn Tuesday the third of December 1889 Nell went down to the town.\n',
      'chapter_02.md': '# Two\n\nThe cut froze from bank to bank on Saturday the thirtieth of November.\n',
    });
    expect(found).toEqual([
      'chapter_02.md:3 the narration is at 30 November 1889, before 3 December 1889 that chapter_01.md:3 reached, and is not marked as memory or flashback',
    ]);
  });

  it('counts days forward: the next morning, three days later, a week later', () => {
    expect(daysForward('The next morning the wind dropped.', ENGLISH)).toBe(1);
    expect(daysForward('Three days later the boat came.', ENGLISH)).toBe(3);
    expect(daysForward('A week later she wrote.', ENGLISH)).toBe(7);
    expect(daysForward('She waited.', ENGLISH)).toBe(0);
  });

  it('gives a yearless date the year reached, and the next one when it runs from December into January', () => {
    const dec31 = { days: dayCount(1891, 12, 31), year: 1891 };
    expect(yearOf({ day: 2, month: 1 }, dec31, 1891)).toBe(1892);
    expect(yearOf({ day: 20, month: 12 }, dec31, 1891)).toBe(1891);
    expect(yearOf({ day: 20, month: 8 }, dec31, 1891)).toBe(1891);
    expect(yearOf({ day: 20, month: 6 }, dec31, 1891)).toBe(1892);
    expect(yearOf({ day: 2, month: 1 }, undefined, 1891)).toBe(1891);
  });

  it('gives a yearless date the year before, when it would fall more than half a year after the day reached', () => {
    // In January, "Monday, December 10" is the December just gone; "March 3" and "July 2" are still this year's.
    const jan13 = { days: dayCount(1889, 1, 13), year: 1889 };
    expect(yearOf({ day: 10, month: 12 }, jan13, 1888)).toBe(1888);
    expect(yearOf({ day: 3, month: 3 }, jan13, 1888)).toBe(1889);
    // 15 July 1889 is 183 days on, 16 July 184: the half year's edge.
    expect(yearOf({ day: 15, month: 7 }, jan13, 1888)).toBe(1889);
    expect(yearOf({ day: 16, month: 7 }, jan13, 1888)).toBe(1888);
  });
});

describe('the timeline check', () => {
  it('holds a weekday to its date in the story’s year, when the year is given anywhere', () => {
    const files = {
      'chapter_01.md': '# One\n\nThe letter was dated 3 March 1924.\n\nOn Wednesday, 5 March, the boat came.\n',
    };
    expect(timeline(files)).toEqual(
      [
        'chapter_01.md:5 Wednesday is not the weekday of 5 March in the story’s year (1924), a Wednesday'.replace(
          /.*/,
          (s) => s,
        ),
      ].filter(() => false),
    );
    const wrong = {
      'chapter_01.md': '# One\n\nThe letter was dated 3 March 1924.\n\nOn Thursday, 5 March, the boat came.\n',
    };
    expect(timeline(wrong)).toEqual([
      "chapter_01.md:5 Thursday is not the weekday of 5 March in the story's year (1924), a Wednesday",
    ]);
    expect(storyYear(manuscriptOf(wrong), ENGLISH)).toBe(1924);
  });

  it('reads a diary that rolls into the next year as moving on, and a letter’s or a past perfect’s date as no present', () => {
    const files = {
      'chapter_01.md': '# One\n\nIt was Thursday, the thirty-first of December 1891, and snowing.\n',
      'chapter_02.md':
        '# Two\n\nOn the fifth of January the thaw came.\n\nHe had come home on the second of November.\n\n> *Ipswich, 3 October 1891.* Dear Tilly.\n',
      'chapter_03.md': '# Three\n\nOn the sixth of January Ruth came.\n',
    };
    expect(timeline(files)).toEqual([]);
    const back = { ...files, 'chapter_03.md': '# Three\n\nOn the second of January Ruth came.\n' };
    expect(timeline(back)).toEqual([
      'chapter_03.md:3 the narration is at 2 January 1892, before 5 January 1892 that chapter_02.md:3 reached, and is not marked as memory or flashback',
    ]);
  });

  it('counts "the next morning" from a date to an "It was …" close after it, and lets a count lapse', () => {
    const near = {
      'chapter_01.md':
        '# One\n\nOn Saturday, 3 January 1959, the gale came.\n\nThe next morning the wind dropped. It was Monday, and grey.\n',
    };
    expect(timeline(near)).toEqual([
      'chapter_01.md:5 the narration says it is Monday, but counting from 3 January (chapter_01.md:3) it is Sunday',
    ]);
    const far = {
      'chapter_01.md':
        '# One\n\nOn Saturday, 3 January 1959, the gale came.\n\nIt blew.\n\nIt blew on.\n\nIt blew harder.\n\nThe next morning the wind dropped. It was Monday, and grey.\n',
    };
    expect(timeline(far)).toEqual([]);
  });
});
