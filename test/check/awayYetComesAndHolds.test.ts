import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Away by the bible, yet here by the text: coming somewhere near and then doing a thing there in the same clause
 * ("came down to the boathouse and stood watching"), and holding a thing on oneself ("had the paper open on his
 * knee"), are presence on a day of the absence. Coming and going alone ("went to Hobart and stayed a week", "came
 * home and slept"), a speech after the coming, and owning a thing elsewhere ("had a flat in Leeds") are none.
 * Written for these tests.
 */

const BIBLE = '# Characters\n\n## Ewan Rudd\n- Age: 40\n- AWAY: Hobart, Mon 10 – Fri 14 Oct 1983\n';
const OPENING =
  'Nell Fairlie and Ewan Rudd kept the yard. On Sunday 9 October 1983 the rain came. Ewan Rudd mended the slip.';
const found = (day: string) =>
  checkTimeline(manuscriptOf(chaptersOf(OPENING, `On Wednesday the tide was late. ${day}`), BIBLE), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line}`);

describe('away by the bible, and here in a way that is not a plain deed', () => {
  for (const day of [
    'At noon Ewan Rudd came down to the boathouse in his oilskin and stood watching the men.',
    'Ewan Rudd came in and sat down by the stove.',
    'Ewan Rudd walked over to the bench and then picked up the plane.',
    'Ewan Rudd came over to the slip and said the tide was wrong.',
    'Nell was on the step, and Ewan Rudd had the paper open on his knee.',
    'Ewan Rudd has the baby on his hip.',
    'Ewan Rudd had a pipe in his mouth.',
  ])
    it(`finds "${day.slice(0, 60)}"`, () => {
      expect(found(day)).toEqual(['chapter_02.md:3']);
    });

  for (const day of [
    'Ewan Rudd went to Hobart and stayed a week.',
    'Ewan Rudd came home and slept.',
    'Ewan Rudd came to the station and said goodbye.',
    'Ewan Rudd had a flat in Hobart.',
    'Ewan Rudd had a letter from the bank.',
  ])
    it(`stays quiet on "${day}"`, () => {
      expect(found(day)).toEqual([]);
    });
});
