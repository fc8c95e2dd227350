import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count since the coming the story opened on ("three weeks and four days since I walked up"): a day either way is
 * the reckoning's, two days out is the text's; a count of nought counts nothing. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`);

const ARRIVAL =
  'The coach put me down at the inn at Kettleby on Tuesday, 2 April 1889, in a cold rain. I walked up to the mill with my bag.';

const saying = (count: string) =>
  timeline(
    ARRIVAL,
    `On Saturday, the twenty-seventh of April, the wheel turned again. It was ${count} since I walked up the lane.`,
  );

describe('a count since the story opened, two days out', () => {
  it('reports a count that lands two days after the first day', () => {
    expect(saying('three weeks and two days')).toEqual([
      'chapter_02.md:3 0.6 "three weeks and two days since I walked" counts back from 27 April 1889 to 4 April 1889, but the coming it counts from is the story\'s first day, 2 April 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });

  it('reports a count that lands two days before the first day', () => {
    expect(saying('three weeks and six days')).toEqual([
      'chapter_02.md:3 0.6 "three weeks and six days since I walked" counts back from 27 April 1889 to 31 March 1889, but the coming it counts from is the story\'s first day, 2 April 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });

  it('raises nothing on a count of nought days', () => {
    expect(saying('0 days')).toEqual([]);
  });
});
