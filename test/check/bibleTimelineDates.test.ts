import { describe, expect, it } from 'vitest';
import { chapterOfDate, dateAnchors, withChapters } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible's timeline as the dates its chapters open on: the year an undated chapter is in (the year named last
 * before it while that is the story's, else the year of the dated chapter nearest it), a daybook's "Day 1", the
 * chapter a date in a character's notes falls in, and a value annotated with that chapter.
 */

const timeline = (...lines: string[]) =>
  dateAnchors(
    lines.map((text, i) => ({ text, line: i + 1 })),
    ENGLISH,
  );
const years = (...lines: string[]) => timeline(...lines).map((a) => [a.chapter, a.year]);

describe('the chapters of a timeline and their years', () => {
  it('reads only the lines that give a chapter and a date, each chapter once', () => {
    const anchors = timeline(
      'Sat 28 Sept 1889 — the murder',
      'Chapter 2 — the inquest',
      'Thu 3 October: ch. 1',
      '1 Jan 1890: ch. 9',
    );
    expect(anchors.map((a) => [a.chapter, a.year])).toEqual([
      [1, 1889],
      [9, 1890],
    ]);
  });

  it('puts an undated chapter in the year last named when that year is the story’s, up to a year before it', () => {
    expect(years('Sat 28 Sept 1889 — the murder', 'Thu 3 October: ch. 1', '1 Jan 1890: ch. 9')).toEqual([
      [1, 1889],
      [9, 1890],
    ]);
    expect(
      years('12 May 1960: ch. 1', 'Fri 1 June 1962: ch. 9', 'Uncle Bert dies 4 March 1962', 'Mon 3 October: chapter 4'),
    ).toEqual([
      [1, 1960],
      [9, 1962],
      [4, 1962],
    ]);
  });

  it('puts it in the year of the dated chapter nearest it when the year last named is before or after the story', () => {
    expect(
      years('Lurdes, died 11 February 1957', 'Thursday 12 October (ch. 4)', 'Friday 13 October 1961 (ch. 5)'),
    ).toEqual([
      [4, 1961],
      [5, 1961],
    ]);
    expect(
      years('12 May 1960: ch. 1', 'Fri 1 June 1962: ch. 9', 'Uncle Bert dies 4 March 1963', 'Mon 3 October: chapter 4'),
    ).toEqual([
      [1, 1960],
      [9, 1962],
      [4, 1960],
    ]);
    expect(
      years('Wed 28 Dec 1960: ch. 1', 'Tue 3 Jan 1961: ch. 5', 'Grandfather died 2 May 1931', 'Wed 4 January: ch. 6'),
    ).toEqual([
      [1, 1960],
      [5, 1961],
      [6, 1961],
    ]);
  });

  it('gives no chapter a date when the timeline names no year at all', () => {
    expect(timeline('Thu 3 Oct ch. 1')).toEqual([]);
  });

  it('takes the date nearest the chapter on a line that gives two', () => {
    expect(years('funeral Sat 19 October; Wed 16 October 1889 — chapter 3')).toEqual([[3, 1889]]);
    const [anchor] = timeline('funeral Sat 19 October; Wed 16 October 1889 — chapter 3');
    expect(chapterOfDate({ day: 16, month: 10, year: 1889 }, anchor ? [anchor] : [])).toBe(3);
    const [other] = timeline('Wed 16 October 1889 — chapter 3, funeral Sat 19 October');
    expect(chapterOfDate({ day: 16, month: 10, year: 1889 }, other ? [other] : [])).toBe(3);
  });

  it('takes a daybook’s Day 1 as chapter 1, and no other day', () => {
    expect(years('Day 1 — Monday 7 October 2019', 'Day 2 — Tuesday 8 October 2019')).toEqual([[1, 2019]]);
  });
});

describe('the chapter a date falls in', () => {
  const anchors = () => timeline('Thu 3 Oct 1889 — ch. 1', 'Sat 5 Oct ch. 2', 'Mon 28 Oct ch. 4', 'Tue 5 Nov ch. 6');

  it('is the first chapter that opens on or after it; 0 before the first; none after the last', () => {
    expect(chapterOfDate({ day: 28, month: 9, year: 1889 }, anchors())).toBe(0);
    expect(chapterOfDate({ day: 2, month: 10, year: 1889 }, anchors())).toBe(0);
    expect(chapterOfDate({ day: 3, month: 10, year: 1889 }, anchors())).toBe(1);
    expect(chapterOfDate({ day: 4, month: 10, year: 1889 }, anchors())).toBe(2);
    expect(chapterOfDate({ day: 5, month: 10, year: 1889 }, anchors())).toBe(2);
    expect(chapterOfDate({ day: 29, month: 10, year: 1889 }, anchors())).toBe(6);
    expect(chapterOfDate({ day: 30, month: 11, year: 1889 }, anchors())).toBeUndefined();
    expect(chapterOfDate({ day: 4, month: 10, year: 1890 }, anchors())).toBeUndefined();
  });

  it('reads a year alone, or a month and year, as before the story only when it is before every year', () => {
    expect(chapterOfDate({ year: 1880 }, anchors())).toBe(0);
    expect(chapterOfDate({ month: 10, year: 1880 }, anchors())).toBe(0);
    expect(chapterOfDate({ year: 1889 }, anchors())).toBeUndefined();
    expect(chapterOfDate({ year: 1890 }, anchors())).toBeUndefined();
    expect(chapterOfDate({ year: 1880 }, [])).toBeUndefined();
  });

  it('puts a date with no year in the year the timeline has its month in', () => {
    const turn = timeline('Thu 28 Dec 1899: ch. 1', 'Tue 2 Jan 1900: ch. 3', 'Sat 20 Jan 1900: ch. 5');
    expect(chapterOfDate({ day: 15, month: 1 }, turn)).toBe(5);
    expect(chapterOfDate({ day: 30, month: 12 }, turn)).toBe(3);
    expect(chapterOfDate({ day: 4, month: 10 }, anchors())).toBe(2);
  });

  it('is the earliest chapter after it when the timeline goes back in time, and the first of two on one day', () => {
    const flashback = timeline(
      'Fri 11 Oct 1889: ch. 1',
      'Thu 3 Oct 1889: ch. 2 (told in flashback)',
      'Sat 5 Oct 1889: ch. 3',
    );
    expect(chapterOfDate({ day: 4, month: 10, year: 1889 }, flashback)).toBe(3);
    const sameDay = timeline('Thu 3 Oct 1889: ch. 1', 'Thu 3 Oct 1889: ch. 2', 'Sat 5 Oct 1889: ch. 3');
    expect(chapterOfDate({ day: 3, month: 10, year: 1889 }, sameDay)).toBe(1);
    const listedLate = timeline('Thu 3 Oct 1889: ch. 2', 'Thu 3 Oct 1889: ch. 1', 'Sat 5 Oct 1889: ch. 3');
    expect(chapterOfDate({ day: 3, month: 10, year: 1889 }, listedLate)).toBe(1);
  });
});

describe('a value with its dates pointed at chapters', () => {
  const anchors = () => timeline('Thu 3 Oct 1889 — ch. 1', 'Sat 5 Oct ch. 2', 'Mon 28 Oct ch. 4', 'Tue 5 Nov ch. 6');
  const annotated = (text: string) => withChapters(text, anchors(), ENGLISH);

  it('names the chapter of each date, or says it is before the story opens', () => {
    expect(annotated('cut short Mon 28 Oct 1889')).toBe('cut short Mon 28 Oct 1889 (chapter 4)');
    expect(annotated('died 1 Oct 1889 and buried 4 Oct 1889')).toBe(
      'died 1 Oct 1889 (before the story opens) and buried 4 Oct 1889 (chapter 2)',
    );
    expect(annotated('died 30 Nov 1889')).toBe('died 30 Nov 1889');
  });

  it('says a year alone is before the story opens, only when it is', () => {
    expect(annotated('died 1880')).toBe('died 1880 (before the story opens)');
    expect(annotated('born 1850, died 1880')).toBe('born 1850 (before the story opens), died 1880');
    expect(annotated('died 1889')).toBe('died 1889');
    expect(annotated('died in the 1880s')).toBe('died in the 1880s');
    expect(annotated('moved to Hull')).toBe('moved to Hull');
    const daybook = timeline('Day 1 — Monday 7 October 2019');
    expect(withChapters('married 2001', daybook, ENGLISH)).toBe('married 2001 (before the story opens)');
  });

  it('leaves a value that names its chapter or the opening, and any value when there is no timeline', () => {
    expect(annotated('died in chapter 3, 28 Oct 1889')).toBe('died in chapter 3, 28 Oct 1889');
    expect(annotated('died 1880, before the story opens')).toBe('died 1880, before the story opens');
    expect(withChapters('died 1880', [], ENGLISH)).toBe('died 1880');
  });
});
