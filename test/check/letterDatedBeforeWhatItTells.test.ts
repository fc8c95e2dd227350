import { describe, expect, it } from 'vitest';
import { checkTimeline, letterHeadingIn, pastDaysOn } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A letter is written after what it tells of: a day it tells as past must not come after the day it is dated. */

const days = (text: string) => pastDaysOn(text, ENGLISH).map((d) => `${d.day}${d.month ? `/${d.month}` : ''}`);

describe('the days a letter tells in the past', () => {
  it('reads a day after "on", with its month or alone, when the verb before it is past', () => {
    expect(days('I write to confirm what I said to you on the morning of the 14th.')).toEqual(['14']);
    expect(days('We last spoke on 9 March, at the mill.')).toEqual(['9/3']);
    expect(days('The boat came in on the twelfth, and we unloaded her.')).toEqual(['12']);
  });

  it('leaves a day to come, a day told in the present and an ordinal that is no day', () => {
    expect(days('I will call on the 14th.')).toEqual([]);
    expect(days('I told him I would come on the 14th.')).toEqual([]);
    expect(days('The mill opens on the 14th.')).toEqual([]);
    expect(days('He stood on the third step.')).toEqual([]);
    expect(days('We had arranged to meet them on the 14th.')).toEqual([]);
    expect(days('The rent was due on the 14th.')).toEqual([]);
  });
});

describe("a letter's heading", () => {
  it('is a date alone on one of its first lines, after a place and a weekday', () => {
    expect(
      letterHeadingIn('> Acme Mills Ltd\n> Leeds, Tuesday, March 9th, 1926\n>\n> Dear Sir,', ENGLISH),
    ).toMatchObject({
      date: { day: 9, month: 3, year: 1926 },
      line: 1,
    });
    expect(letterHeadingIn('> Dear Sir, I came on 9 March 1926 and found the mill shut.', ENGLISH)).toBeUndefined();
  });

  it('counts the words before the date only, four at most, an address opening on its number', () => {
    const line = (heading: string) => letterHeadingIn(`${heading}\n\nDear Sir,`, ENGLISH)?.line;
    // Four words before the date, and two more in it ("August", "th"): still a heading.
    expect(line('Penticton B.C., Friday, August 20th, 1937')).toBe(0);
    // A house number and four words: a heading; five words: a sentence.
    expect(line('14 Elm Street, Penticton, Friday, 17 August 1937')).toBe(0);
    expect(line('14 Elm Street, Penticton, B.C., 17 August 1937')).toBeUndefined();
  });
});

const STORY =
  'On Monday, the fourteenth of June 1926, the mill burned, and Ada Kerr stood in the yard all night.\n\nIt was a week before anyone wrote.';
const letter = (dated: string) =>
  `The letter came on the last day of June.\n\n> Leeds, ${dated}\n>\n> Dear Mrs. Kerr,\n>\n> I write to confirm what I said to you on the evening of the 14th. The Company will pay.\n>\n> Yours faithfully,\n> J. Platt`;
const found = (dated: string) =>
  checkTimeline(manuscriptOf(chaptersOf(STORY, letter(dated))), ENGLISH)
    .findings.filter((f) => f.message.includes('this letter is dated'))
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a letter dated before the day it tells of as past', () => {
  it('is found on its heading, the day it tells named', () => {
    expect(found('Friday, June 11th, 1926')).toEqual([
      'chapter_02.md:5 this letter is dated 11 June 1926, but it tells of 14 June 1926 as past ("on the evening of the 14th", chapter_02.md:9): it is written before what it tells of',
    ]);
  });

  it('lets a letter dated after the day pass, and a bare day the story never told (the month before, maybe)', () => {
    expect(found('Monday, June 21st, 1926')).toEqual([]);
    const other = letter('Friday, June 11th, 1926').replace('the 14th', 'the 19th');
    expect(
      checkTimeline(manuscriptOf(chaptersOf(STORY, other)), ENGLISH).findings.filter((f) =>
        f.message.includes('this letter is dated'),
      ),
    ).toEqual([]);
  });
});
