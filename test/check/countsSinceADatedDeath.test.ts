import { describe, expect, it } from 'vitest';
import { checkTimeline, dayCountIn } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** "It was four days since Evan Jenkins died": a count from a death told with its day, held to the day reckoned. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

describe('a count since a dated death', () => {
  const died = 'Evan Jenkins died on Monday, the third of June 1889, in the quarry.';
  const since = (count: string) =>
    timeline(died, `On Wednesday, the fifth of June 1889, the hay was in. It was ${count} since Evan Jenkins died.`);

  it('says nothing of a count that lands on the day reckoned, or a day off it', () => {
    expect(since('two days')).toEqual([]);
    expect(since('three days')).toEqual([]);
    expect(since('one day')).toEqual([]);
  });

  it('finds a count two days off, with the death as the other side', () => {
    expect(since('four days')).toEqual([
      'chapter_02.md:3 "four days since Evan Jenkins died" counts from 3 June 1889 (chapter_01.md:3) to 7 June 1889, but the story is at 5 June 1889 | chapter_01.md:3',
    ]);
  });
});

describe('a day count read from a sentence', () => {
  it('gives no words when days are named but none pass', () => {
    expect(dayCountIn('Three days passed.', ENGLISH)).toEqual({ days: 0, words: '' });
  });
});
