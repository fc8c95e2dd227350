import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A count of the weeks and days since the coming the story opened on, held to the day it is said on. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`);

const arrival =
  'The coach put me down at the inn at Kettleby on Tuesday, 2 April 1889, in a cold rain. I walked up to the mill with my bag.';

describe('a count since the story opened on a coming', () => {
  it('holds "three weeks and two days since I walked up" to the first day, said in speech', () => {
    const later = (count: string) =>
      timeline(
        arrival,
        `On Saturday, the twenty-seventh of April, the wheel turned again.\n\n"${count} since I walked up that lane," I told Hester. "And not one dry day."`,
      );
    expect(later('Three weeks and four days')).toEqual([]);
    expect(later('Five weeks and four days')).toEqual([
      'chapter_02.md:5 0.6 "Five weeks and four days since I walked" counts back from 27 April 1889 to 19 March 1889, but the coming it counts from is the story\'s first day, 2 April 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });

  it('reads a count in the narration and one whose vehicle set the comer down', () => {
    const told = (count: string) =>
      timeline(
        'The carrier’s cart set us down at the crossroads on Monday, 6 May 1889, and drove off.',
        `On Monday, the third of June, we cut the first hay. It was ${count} to the day since the cart had set us down at the crossroads.`,
      );
    expect(told('four weeks')).toEqual([]);
    expect(told('a fortnight')).toHaveLength(1);
  });

  it('says nothing of a count from another coming, a return, a day to come, or one a day out', () => {
    const at = (count: string) =>
      timeline(arrival, `On Saturday, the twenty-seventh of April, the wheel turned again. ${count}`);
    // No "drove" in the first chapter: the coming counted is not the one the story opened on.
    expect(at('It was ten days since Hester drove in from the coast.')).toEqual([]);
    expect(at('It was ten days since I walked back from the fair.')).toEqual([]);
    expect(at('By the time the wheel was mended it would be five weeks since I walked up the lane.')).toEqual([]);
    expect(at('It was three weeks and five days since I walked up the lane.')).toEqual([]);
  });
});
