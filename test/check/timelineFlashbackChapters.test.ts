import { describe, expect, it } from 'vitest';
import { storyYear } from '../../src/check/checks/storyCalendar.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { flashbackChapters } from '../../src/check/storyYears.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A story of one winter (October 1961 to March 1962) told in the present, with chapters told as flashbacks under
 * headings that date them ("# June 1955", "# August 1946"): a careful reader takes each such chapter in its heading's
 * time, not as the story going back, and keeps the story's own year running on through the winter into the next.
 */

// 14 Oct 1961 a Saturday (in 1955 a Friday); 7 June 1955 a Tuesday, 9 June 1955 a Thursday; 3 August 1946 a Saturday;
// 2 Dec 1961 a Saturday; 9 Jan 1962 a Tuesday (in 1961 a Monday); 6 March 1962 a Tuesday.
const WINTER: Array<[string, string]> = [
  ['The Ferry', 'It is Saturday the fourteenth of October 1961, and Nell ties up the ferry at the slip.'],
  [
    'June 1955',
    'It was Tuesday the seventh of June when the bridge came down. On the Thursday, the ninth, we buried Tom.',
  ],
  ['Snow', 'On Saturday the second of December the first snow lies on the slip, and Nell sweeps it.'],
  ['August 1946', 'My father took me across for the first time on Saturday the third of August, in a borrowed coat.'],
  ['Ice', 'On Tuesday the ninth of January the river freezes, and Nell walks out on it.'],
  [
    'The Letter',
    'The letter comes on Tuesday the sixth of March.\n\n*Leeds, Monday 5 March 1962. Madam, the ferry is yours.*',
  ],
];

const files = (chapters: Array<[string, string]>) =>
  Object.fromEntries(chapters.map(([title, text], i) => [`chapter_0${i + 1}.md`, `# ${title}\n\n${text}\n`]));
const book = (chapters: Array<[string, string]>) => manuscriptOf(files(chapters));
const timeline = (chapters: Array<[string, string]>) =>
  checkTimeline(book(chapters), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('chapters told as flashbacks under headings that date them', () => {
  it('reads a chapter headed by a year before the one the story reached as a flashback when the story comes back', () => {
    expect([...flashbackChapters(book(WINTER).chapters, ENGLISH)]).toEqual([1, 3]);
    // The story never comes back to its year (a frame of 1961, then the story of 1955 to the end): no flashback.
    expect([...flashbackChapters(book(WINTER.slice(0, 2)).chapters, ENGLISH)]).toEqual([]);
    // A heading naming the story's own year, or a later one, is no flashback.
    const later: Array<[string, string]> = [
      WINTER[0] as [string, string],
      ['March 1962', 'Nell sells the boat.'],
      ...WINTER.slice(4),
    ];
    expect([...flashbackChapters(book(later).chapters, ENGLISH)]).toEqual([]);
  });

  it("keeps the story's year that of its own chapters, not a flashback's", () => {
    expect(storyYear(book(WINTER), ENGLISH)).toBe(1961);
  });

  it("holds each flashback to its heading's year and the story's chapters to the story's days, running into January", () => {
    expect(timeline(WINTER)).toEqual([]);
  });

  it("still finds a weekday wrong in a flashback's year, and one wrong in the story's", () => {
    const wrong = WINTER.map(([h, t]): [string, string] => [
      h,
      t.replace('Tuesday the seventh of June', 'Monday the seventh of June'),
    ]);
    expect(timeline(wrong)).toEqual([
      "chapter_02.md:3 Monday is not the weekday of 7 June in the story's year (1955), a Tuesday",
    ]);
    const late = WINTER.map(([h, t]): [string, string] => [
      h,
      t.replace('Tuesday the ninth of January', 'Monday the ninth of January'),
    ]);
    expect(timeline(late)).toEqual([
      "chapter_05.md:3 Monday is not the weekday of 9 January in the story's year (1962), a Tuesday",
    ]);
  });

  it('still finds the story going back before a day it reached', () => {
    const back = WINTER.map(([h, t]): [string, string] => [h, t.replace('second of December', 'seventh of October')]);
    expect(timeline(back)).toEqual([
      'chapter_03.md:3 the narration is at 7 October 1961, before 14 October 1961 that chapter_01.md:3 reached, and is not marked as memory or flashback',
    ]);
  });
});
