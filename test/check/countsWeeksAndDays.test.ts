import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count of weeks with days added ("a week and four days", "two weeks and four days"): the days are added to the
 * weeks, and the sum held to the days the story dated (src/check/checks/timelineDays.ts, spanOf). Written for these tests.
 */

const LEFT =
  '**Monday 3 June 1889.** Ada left on the early coach for the coast, with her blue box. Ada waved from the roof, and then the house was quiet.';
const back = (count: string) =>
  checkTimeline(
    manuscriptOf(chaptersOf(LEFT, `On Friday, the fourteenth of June, the coach brought her home. ${count}`)),
    ENGLISH,
  )
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('weeks and days since one left', () => {
  it('are quiet when the sum is the days told (eleven)', () => {
    expect(back('Ada had been gone a week and four days.')).toEqual([]);
    expect(back('It was a week and four days since Ada left.')).toEqual([]);
  });

  it('count the days added to the weeks when the sum is wrong', () => {
    expect(back('Ada had been gone two weeks and four days.')).toEqual([
      'chapter_02.md:3 "Ada had been gone two weeks and four days" counts 18 days, but Ada left on 3 June 1889 (chapter_01.md:3), 11 days before 14 June 1889',
    ]);
  });
});
