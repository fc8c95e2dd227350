import { describe, expect, it } from 'vitest';
import { checkTimeline, dayCountIn } from '../../src/check/checks/timeline.js';
import { datesIn, numericDatesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Day counts held to the dates the narration tells, dates in figures, and documents' dates. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a day count against the dates told', () => {
  it('holds "three days later" to the date in its own sentence', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic. She parked by the fence.\n\nThree days later, on Monday, October 14, she went back.',
      ),
    ).toEqual([
      'chapter_01.md:5 "Three days later" counts from 8 October (chapter_01.md:3) to 11 October 2019, but the narration says 14 October 2019',
    ]);
  });

  it('counts across a chapter break, to the date in the next sentence', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.',
        'Three days later Dana went back. It was Saturday, October 12, and raining.',
      ),
    ).toEqual([
      'chapter_02.md:3 "Three days later" counts from 8 October (chapter_01.md:3) to 11 October 2019, but the narration says 12 October 2019',
    ]);
  });

  it('holds a count to a weekday it lands on, with no date ("on the Friday")', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\n* * *\n\nTwo days later, on the Friday, she called.',
      ),
    ).toEqual([
      'chapter_01.md:7 "Two days later" counts from 8 October (chapter_01.md:3) to Thursday 10 October 2019, but the narration says Friday',
    ]);
    expect(timeline('The hearing was on Monday, 14 October 2019.\n\nA week later, on Monday, Dana flew home.')).toEqual(
      [],
    );
  });

  it('holds a count to the weekday set beside it ("The next day, Monday,")', () => {
    const first = 'On Wednesday, 3 March 1920, Mara Voss took the ferry to the island. She stayed at the inn.';
    expect(timeline(`${first}\n\nThe next day, Monday, she walked to the lighthouse.`)).toEqual([
      'chapter_01.md:5 "The next day" counts from 3 March (chapter_01.md:3) to Thursday 4 March 1920, but the narration says Monday',
    ]);
    expect(timeline(`${first}\n\nTwo days later, a Saturday, she walked to the lighthouse.`)).toEqual([
      'chapter_01.md:5 "Two days later" counts from 3 March (chapter_01.md:3) to Friday 5 March 1920, but the narration says Saturday',
    ]);
    expect(timeline(`${first}\n\nThe next day, Thursday, she walked to the lighthouse.`)).toEqual([]);
    // A weekday the count does not stand beside is not its day: "every day, Monday to Friday".
    expect(timeline(`${first}\n\nThe next day she began her rounds: every day, Monday to Friday, she walked.`)).toEqual(
      [],
    );
  });

  it('rolls a count over a month end, and a week into the next month', () => {
    expect(
      timeline(
        'On Tuesday, October 29, 2019, Dana drove to the clinic.\n\n* * *\n\nFour days later, on Saturday, November 2, the results came.',
      ),
    ).toEqual([]);
    expect(
      timeline(
        'On Tuesday, October 29, 2019, Dana drove to the clinic.',
        'A week later, on Tuesday, November 5, she drove back.',
      ),
    ).toEqual([]);
    expect(
      timeline(
        'On Tuesday, October 29, 2019, Dana drove to the clinic.',
        'A week later, on Wednesday, November 6, she drove back.',
      ),
    ).toHaveLength(1);
  });

  it('stays quiet on a count inside dialogue, a count in the past perfect, and a count that agrees', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\n"Three days later he was gone," her mother said. "That was Friday, October 4."\n\nThree days later she had been back in Reno, on Monday, October 7, when he called.',
      ),
    ).toEqual([]);
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\nThe next morning, Wednesday, October 9, it rained.\n\nTwo days later, on the Friday, she called her sister.',
      ),
    ).toEqual([]);
  });

  it('reads a count back ("two days earlier,") and none where the sentence is not the present', () => {
    expect(dayCountIn('Two days earlier, the boat had sailed.', ENGLISH).days).toBe(0);
    expect(dayCountIn('Two days earlier, on the Sunday, the boat sailed.', ENGLISH)).toEqual({
      days: -2,
      words: 'Two days earlier',
    });
    expect(dayCountIn('Two days before the wedding she left.', ENGLISH).days).toBe(0);
    expect(dayCountIn('The next morning she would leave.', ENGLISH).days).toBe(0);
    expect(dayCountIn('The next morning she left.', ENGLISH)).toEqual({ days: 1, words: 'The next morning' });
  });
});

describe('dates in figures, and documents', () => {
  it('reads American, two-way and ISO dates in figures', () => {
    expect(numericDatesIn('Date: 10/8/2019 at 9:14')).toEqual([
      { day: 8, month: 10, year: 2019, index: 6, length: 9, alt: { day: 10, month: 8 } },
    ]);
    expect(numericDatesIn('sent 10/28/19')[0]).toMatchObject({ day: 28, month: 10, year: 2019 });
    expect(numericDatesIn('sent 28/10/2019')[0]).toMatchObject({ day: 28, month: 10, year: 2019 });
    expect(numericDatesIn('2019-10-08')[0]).toMatchObject({ day: 8, month: 10, year: 2019 });
    expect(numericDatesIn('3/4 of the crew, 9/11, version 1.10/2')).toEqual([]);
    expect(datesIn('Tuesday, October 8, 2019', ENGLISH)[0]).toMatchObject({ day: 8, month: 10, year: 2019 });
    expect(datesIn('on 10/8/2019', ENGLISH)).toEqual([]);
  });

  it('holds a weekday beside a date in figures to either reading of it', () => {
    expect(timeline('From: Dana Ruiz\nDate: Monday, 10/9/2019\n\nDana read it on Wednesday, October 9, 2019.')).toEqual(
      ['chapter_01.md:3 Monday is not the weekday of 9 October 2019, a Wednesday'],
    );
    // 10/9/2019 read day first is 10 September 2019, a Tuesday.
    expect(
      timeline('From: Dana Ruiz\nDate: Tuesday, 10/9/2019\n\nDana read it on Wednesday, October 9, 2019.'),
    ).toEqual([]);
  });

  it("checks a letter's or an email's weekday, but does not take its date as the narration's time", () => {
    expect(
      timeline(
        '> *Thursday, March 2, 2018*\n>\n> Dear Dana, I am well.\n\nOn Tuesday, October 8, 2019, Dana read it again.',
      ),
    ).toEqual(['chapter_01.md:3 Thursday is not the weekday of 2 March 2018, a Friday']);
    // An email of days before, read later: the narration has not gone back to its date.
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana opened her mail.\n\nFrom: Lee Park\nSent: Friday, October 4, 2019\nSubject: the lease\n\nShe read it twice.',
      ),
    ).toEqual([]);
  });
});

describe('a day count from a weekday with no date', () => {
  it('holds "two days later, on Friday" to the Tuesday the scene told', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. She parked by the fence.\n\nTwo days later, on Friday, she went back.',
      ),
    ).toEqual([
      'chapter_01.md:5 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
    expect(
      timeline('That Monday the rain came. Dana stayed in.\n\nA fortnight later, on a Tuesday, the roof gave way.'),
    ).toHaveLength(1);
    expect(
      timeline('On Tuesday Dana drove to the clinic.\n\nThree days on, it was Friday, and she went back.'),
    ).toEqual([]);
    expect(timeline('On Tuesday Dana drove to the clinic.\n\nTwo days later, on Thursday, she went back.')).toEqual([]);
  });

  it("stays quiet across a scene break, in speech, and where a weekday is not the story's day", () => {
    expect(
      timeline('On Tuesday Dana drove to the clinic.\n\n* * *\n\nTwo days later, on Friday, she went back.'),
    ).toEqual([]);
    expect(
      timeline('On Tuesday Dana drove to the clinic.\n\n"Two days later, on Friday, he called," she said.'),
    ).toEqual([]);
    expect(
      timeline('She had met him on a Tuesday. Dana drove to the clinic.\n\nTwo days later, on Friday, she went back.'),
    ).toEqual([]);
  });
});

describe("a message's date with no year", () => {
  it("holds a text message's weekday to its date in the story's year, near the story's days", () => {
    const told = 'On Tuesday, October 8, 2019, Dana drove to the clinic.';
    expect(timeline(told, '**Sat, Oct 19, 4:49 PM — Dana:** Made it.')).toEqual([]);
    expect(timeline(told, '**Fri, Oct 19, 4:49 PM — Dana:** Made it.')).toEqual([
      "chapter_02.md:3 Friday is not the weekday of 19 October in the story's year (2019), a Saturday",
    ]);
    expect(timeline(told, '**From:** Lee Park\n**Date:** Mon, Oct 21, 2019, 7:05 AM\n\nDana,')).toEqual([]);
    expect(timeline(told, '**From:** Lee Park\n**Date:** Tue, Oct 21, 2019, 7:05 AM\n\nDana,')).toEqual([
      'chapter_02.md:3 Tuesday is not the weekday of 21 October 2019, a Monday',
    ]);
    // A message of another year, far from the story's days, is not held to it.
    expect(timeline(told, '**Fri, Mar 19, 4:49 PM — Dana:** Made it.')).toEqual([]);
  });
});
