import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a weekday with no date ("On Tuesday … Two days later") is held to a weekday said after it only when
 * that weekday comes with no date: "Friday, 5 March" or "Friday, 3/5/2021" is dated by its date, which the
 * timeline reads itself. Texts written for these tests (src/check/checks/timeline.ts, weekCount).
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`,
  );

const COUNT = 'On Tuesday Dana drove to the clinic. Two days later the rain stopped.';

describe('a weekday count beside a weekday that has its date', () => {
  it('reports a weekday said alone that the count does not land on', () => {
    expect(timeline(`${COUNT} It was Friday, and the roads were dry.`)).toEqual([
      'chapter_01.md:3 0.65 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
  });

  it('stays quiet on a weekday with the day and month written out', () => {
    expect(timeline(`${COUNT} It was Friday, 5 March, and the roads were dry.`)).toEqual([]);
  });

  it('stays quiet on a weekday with a date in figures', () => {
    expect(timeline(`${COUNT} It was Friday, 3/5/2021, and the roads were dry.`)).toEqual([]);
  });
});
