import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A weekday and a day of the month with no month ("The funeral was on Sunday the sixteenth") are held to the month
 * the story last told and the next: when the weekday falls on that day in neither, the narration has slipped. In
 * January 1988 the 16th is a Saturday and in February a Tuesday. Sentences written for these tests.
 */
function timelineOf(...texts: string[]) {
  return checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );
}

const JANUARY = 'Nell came back to the plant on Friday 8 January 1988, in the dark.';

describe('a weekday and a day with no month', () => {
  it('is a slip when it falls in neither the month the story is in nor the next', () => {
    expect(timelineOf(JANUARY, 'The funeral was on Sunday the sixteenth, in the white church.')).toEqual([
      'chapter_02.md:3 0.7 Sunday the 16 here, in no month near: 16 January 1988 is a Saturday (the month chapter_01.md:3 is in), and 16 February 1988 is a Tuesday | chapter_01.md:3',
    ]);
  });

  it('is read in the month this chapter told before it, the same chapter', () => {
    expect(timelineOf(`${JANUARY} The funeral was on Sunday the sixteenth.`)).toEqual([
      'chapter_01.md:3 0.7 Sunday the 16 here, in no month near: 16 January 1988 is a Saturday (the month chapter_01.md:3 is in), and 16 February 1988 is a Tuesday | chapter_01.md:3',
    ]);
  });

  it('is no slip on its own weekday, in that month or the next', () => {
    expect(timelineOf(JANUARY, 'The funeral was on Saturday the sixteenth.')).toEqual([]);
    expect(timelineOf(JANUARY, 'The boat came in on Tuesday the sixteenth.')).toEqual([]);
  });

  it('reads the next month of a December in the next year', () => {
    expect(
      timelineOf('The boat sailed on Wednesday 23 December 1987.', 'The funeral was on Sunday the sixteenth.'),
    ).toEqual([
      'chapter_02.md:3 0.7 Sunday the 16 here, in no month near: 16 December 1987 is a Wednesday (the month chapter_01.md:3 is in), and 16 January 1988 is a Saturday | chapter_01.md:3',
    ]);
  });

  it('says a day the month has not is no day', () => {
    expect(timelineOf('The ice came on Monday 25 January 1988.', 'They left on Monday the thirty-first.')).toEqual([
      'chapter_02.md:3 0.7 Monday the 31 here, in no month near: 31 January 1988 is a Sunday (the month chapter_01.md:3 is in), and 31 February 1988 is no day | chapter_01.md:3',
    ]);
  });

  it('leaves "Friday the thirteenth" alone: a saying, no day of the calendar', () => {
    expect(timelineOf(JANUARY, 'It felt like Friday the thirteenth.')).toEqual([]);
  });

  it('reads a day the next morning tells, a clause of what was done after it beside it', () => {
    // "after crossing the square" tells what was done on that day, not another time ("after the war").
    expect(
      timelineOf(
        'I came to the port on Tuesday the second of March 1954.',
        'I found the office at nine the next morning, on Thursday the third, after crossing the square on the ropes.',
      ),
    ).toEqual([
      'chapter_02.md:3 0.7 "the next morning" counts from 2 March (chapter_01.md:3) to Wednesday 3 March 1954, but the narration says Thursday | undefined:undefined',
    ]);
    expect(
      timelineOf(
        'I came to the port on Tuesday the second of March 1954.',
        'I found the office at nine the next morning, on Wednesday the third, after crossing the square on the ropes.',
      ),
    ).toEqual([]);
  });

  it('leaves a weekday and a day before any date alone: no month to hold it to', () => {
    expect(timelineOf('The funeral was on Sunday the sixteenth.')).toEqual([]);
  });
});
