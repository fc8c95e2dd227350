import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * One the bible has away, acting in a sentence after another's name: only their own part of the sentence (from the
 * end of the name before theirs) tells whether the deed is word from afar or of another time. "On the radio Nell
 * Fairlie sang and Ewan Rudd sat down" has Ewan here; "Nell Fairlie thought of the day Ewan Rudd sat down" does not
 * (src/check/checks/timeline.ts). Written for these tests.
 */

const BIBLE = '# Characters\n\n## Ewan Rudd\n- Age: 40\n- AWAY: Hobart, Mon 10 – Fri 14 Oct 1983\n';
const OPENING =
  'Nell Fairlie and Ewan Rudd kept the yard. On Sunday 9 October 1983 the rain came. Ewan Rudd mended the slip.';
const found = (day: string) =>
  checkTimeline(manuscriptOf(chaptersOf(OPENING, `On Wednesday the tide was late. ${day}`), BIBLE), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('the away acting after another name in the sentence', () => {
  it("is here, though the word from afar before the other's name is the other's", () => {
    for (const day of [
      'On the radio Nell Fairlie sang and Ewan Rudd sat down by the stove.',
      'Over the telephone Nell Fairlie laughed and Ewan Rudd sat down by the stove.',
    ])
      expect(found(day), day).toEqual([
        'chapter_02.md:3 Ewan Rudd acts here on 12 October 1983, but bible.md:5 has them away from 10 October 1983 until 14 October 1983',
      ]);
  });

  it('is not here on a day of another time told right before their name', () => {
    expect(found('Nell Fairlie thought of the day Ewan Rudd sat down by the stove.')).toEqual([]);
  });
});
