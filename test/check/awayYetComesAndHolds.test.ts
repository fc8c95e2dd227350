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
    // The deed after the coming is another's, in the next clause.
    'Ewan Rudd came down to the yard; Nell stood and watched.',
    'Ewan Rudd came down to the yard, but Nell stood and watched.',
  ])
    it(`stays quiet on "${day}"`, () => {
      expect(found(day)).toEqual([]);
    });
});

/** The findings with their messages: what the reader is told. */
const foundWhy = (day: string) =>
  checkTimeline(manuscriptOf(chaptersOf(OPENING, `On Wednesday the tide was late. ${day}`), BIBLE), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

/*
 * One the bible has away, acting in a sentence after another's name: only their own part of the sentence (from the
 * end of the name before theirs) tells whether the deed is word from afar or of another time. "On the radio Nell
 * Fairlie sang and Ewan Rudd sat down" has Ewan here; "Nell Fairlie thought of the day Ewan Rudd sat down" does not
 * (src/check/checks/timelineAbsences.ts). Written for these tests.
 */
describe('the away acting after another name in the sentence', () => {
  it("is here, though the word from afar before the other's name is the other's", () => {
    for (const day of [
      'On the radio Nell Fairlie sang and Ewan Rudd sat down by the stove.',
      'Over the telephone Nell Fairlie laughed and Ewan Rudd sat down by the stove.',
    ])
      expect(foundWhy(day), day).toEqual([
        'chapter_02.md:3 Ewan Rudd acts here on 12 October 1983, but bible.md:5 has them away from 10 October 1983 until 14 October 1983',
      ]);
  });

  it('is not here on a day of another time told right before their name', () => {
    expect(foundWhy('Nell Fairlie thought of the day Ewan Rudd sat down by the stove.')).toEqual([]);
  });
});
