import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A burial told in the same sentence as the death, each with its day ("died on Saturday, the first of June …, and
 * they buried him on Tuesday, the fourth"): the burial's day is the one after "buried", and a count from the burial
 * is held to it. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

const BOTH =
  'Walter Pike died on Saturday, the first of June 1889, and they buried Walter Pike on Tuesday, the fourth of June 1889, in the rain.';
const wedding = (count: string) =>
  timeline(
    BOTH,
    `Hester Pike married Tom Ashby on Tuesday, the eighteenth of June 1889, ${count} after we had buried Walter, and nobody said a word.`,
  );

describe('a burial told after the death in one sentence', () => {
  it('is dated by the day after "buried", so a fortnight from it lands', () => {
    expect(wedding('a fortnight to the day')).toEqual([]);
  });

  it('names the burial day, not the death day, when a count misses it', () => {
    expect(wedding('three weeks to the day')).toEqual([
      'chapter_02.md:3 "three weeks to the day after we had buried Walter" counts back from 18 June 1889 to 28 May 1889, but Walter Pike was buried on 4 June 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });
});
