import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { monthOfWeekday, weekdayDaysIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A chapter's own dated events make a sequence: a later paragraph of its
 * present dated before a day an earlier paragraph told ("On the Saturday, the
 * 10th, …" and then "On the Monday, the fifth, the tools came back") is a slip,
 * and so is a document of the present written that day with an earlier date (a
 * death recorded on the 9th after the 12th was told). A day beside its weekday
 * with no month ("Friday the 12th") takes the month the story was last in, or
 * the next, whichever the weekday fits. The quiet side: a paragraph in the past
 * perfect, "before"/"since", a later date, a flashback marked as memory, and a
 * day whose weekday fits no month near.
 */

const lines = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);
const book = (...paragraphs: string[]) =>
  checkTimeline(manuscriptOf({ 'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n` }), ENGLISH).findings;

// 2 June 1975 was a Monday; 7 June a Saturday; 9 June a Monday; 13 June a Friday.
const OPEN = 'The fair opened on Monday, 2 June 1975, and Tom Reed set up his stall by the gate.';

describe('a day of the month beside its weekday', () => {
  it.each([
    ['On the Saturday, the 7th, the rain came.', 6, 7],
    ['It was Friday the thirteenth, and the stalls were shut.', 5, 13],
    ['On the Monday night, the ninth, nobody slept.', 1, 9],
    ['Ada left on Monday, the twenty-third.', 1, 23],
  ])('reads "%s"', (text, weekday, day) => {
    expect(weekdayDaysIn(text, ENGLISH).map((d) => [d.weekday, d.day])).toEqual([[weekday, day]]);
  });

  it.each([
    'On Friday the first boat came in.',
    'On Monday the 3rd of May we left.',
    'On Tuesday, the third time he came, we let him in.',
    'She came on Sunday.',
  ])('reads no day in "%s"', (text) => {
    expect(weekdayDaysIn(text, ENGLISH)).toEqual([]);
  });

  it('takes the month the weekday fits, the story’s or the next', () => {
    expect(monthOfWeekday(9, 1, { year: 1975, month: 6 })).toEqual({ year: 1975, month: 6 });
    // 7 July 1975 was a Monday, 7 June a Saturday.
    expect(monthOfWeekday(7, 1, { year: 1975, month: 6 })).toEqual({ year: 1975, month: 7 });
    // 5 January 1976 was a Monday.
    expect(monthOfWeekday(5, 1, { year: 1975, month: 12 })).toEqual({ year: 1976, month: 1 });
    // 31 June is no day; no Monday the 3rd near June 1975.
    expect(monthOfWeekday(31, 1, { year: 1975, month: 6 })).toBeUndefined();
    expect(monthOfWeekday(3, 1, { year: 1975, month: 6 })).toBeUndefined();
  });
});

describe('a paragraph of the present dated before one the chapter told', () => {
  it.each([
    'On the Monday, the 2nd, the police brought the stolen tools back.',
    'On Monday the second, the police brought the stolen tools back.',
    'The tools came back on 3 June 1975, all of them.',
    'Dr. Lane wrote the certificate at the kitchen table. Wednesday, the 4th of June, 1975. She wrote the hour he gave her.',
  ])('reports "%s" after the 9th', (slip) => {
    const found = book(
      OPEN,
      'On the Saturday, the 7th, the rain came.',
      'On the Monday, the ninth, the fair closed.',
      slip,
    );
    expect(lines(found)).toEqual(['chapter_01.md:9']);
    expect(found[0]?.message).toContain('9 June 1975');
    expect(found[0]?.against?.line).toBe(7);
  });

  it.each([
    'On the Friday, the 13th, the police brought the stolen tools back.',
    'The tools had gone on the Monday, the 2nd, while he slept.',
    'He had bought the van on 3 June 1975.',
    'The tools had been missing since the 4th of June.',
    'It had rained hard before the 4th of June, he said.',
  ])('is quiet on "%s"', (text) => {
    expect(
      book(OPEN, 'On the Saturday, the 7th, the rain came.', 'On the Monday, the ninth, the fair closed.', text),
    ).toEqual([]);
  });

  it('is quiet on a flashback marked as memory', () => {
    expect(
      book(
        OPEN,
        'On the Monday, the ninth, the fair closed.',
        'He remembered the Thursday, the 5th, when the tools went missing and nobody would say who had seen them.',
      ),
    ).toEqual([]);
  });

  it('compares within the chapter only paragraphs apart: a sentence may name two days', () => {
    expect(book(OPEN, 'On the Monday, the ninth, the fair closed; on Saturday, the 7th, the rain had come.')).toEqual(
      [],
    );
  });
});

describe('"the next morning" after talk', () => {
  // 7 June 1975 was a Saturday: the next morning is Sunday.
  const log = (between: string, said: string) =>
    book(
      '*7 June 1975. Rain all day. The stalls shut early.*',
      'I sit with Tom in the evening. He talks about the fair.',
      between,
      `The next morning the rain stops. It is ${said}, and the field is full of puddles.`,
    );

  it('counts from the date before though a paragraph of talk stands between', () => {
    expect(lines(log('"It was better once," he says, and stops.', 'Monday'))).toEqual(['chapter_01.md:9']);
    expect(log('"It was better once," he says, and stops.', 'Sunday')).toEqual([]);
  });

  it('lets the count lapse after more told paragraphs, where days may have passed unsaid', () => {
    expect(
      log('I mend the nets. I paint the gate. I sleep badly.\n\nThe stalls come down one by one.', 'Monday'),
    ).toEqual([]);
  });
});

describe('a death dated before a day the present showed them alive', () => {
  const story = (death: string) =>
    book(
      'On Monday, 2 June 1975, Tom Reed set up his stall by the gate. Nell Reed sold the eggs.',
      'On the Saturday, the 7th, Nell Reed walked down to the river and fed the ducks.',
      death,
    );

  it.each(['Nell Reed died on the 5th of June 1975, in her sleep.', 'Nell Reed had died on 4 June, the doctor wrote.'])(
    'reports "%s"',
    (death) => {
      const found = book(
        'On Monday, 2 June 1975, Tom Reed set up his stall by the gate. Nell Reed sold the eggs.',
        'On the Saturday, the 7th, Nell Reed walked down to the river and fed the ducks.',
        death,
      ).filter((f) => f.message.includes('death'));
      expect(lines(found)).toEqual(['chapter_01.md:7']);
    },
  );

  it.each([
    'Nell Reed died on the 9th of June 1975, in her sleep.',
    'Tom Reed died on the 5th of June 1975, in his sleep.',
    'Nell Reed died in her sleep.',
  ])('is quiet on "%s"', (death) => {
    expect(story(death)).toEqual([]);
  });
});
