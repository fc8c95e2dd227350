import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A sentence opening on a weekday moves the day reckoned on to that weekday ("On Monday Ewan Rudd came in"), but
 * not one that gives its date beside it: "On Monday, 17 October 1983" is the 17th, not the Monday after the day
 * told before. Written for these tests.
 */

const BIBLE = '# Characters\n\n## Ewan Rudd\n- Age: 40\n- AWAY: Hobart, Sat 8 – Fri 14 Oct 1983\n';
const OPENING =
  'Nell Fairlie and Ewan Rudd kept the yard. On Tuesday 4 October 1983 the rain came. Ewan Rudd mended the slip.';
const found = (later: string) =>
  checkTimeline(manuscriptOf(chaptersOf(OPENING, later), BIBLE), ENGLISH)
    .findings.filter((f) => f.category === 'place')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('one away acting in a sentence opening on a weekday', () => {
  it('is here on the weekday after the day told', () => {
    expect(found('On Monday Ewan Rudd came in and sat down by the stove.')).toEqual([
      'chapter_02.md:3 Ewan Rudd acts here on 10 October 1983, but bible.md:5 has them away from 8 October 1983 until 14 October 1983',
    ]);
  });

  it('is not moved to that weekday when the sentence gives a date after the absence', () => {
    expect(found('On Monday, 17 October 1983, Ewan Rudd came in and sat down by the stove.')).toEqual([]);
    expect(found('On Monday Ewan Rudd came in and sat down by the stove, 17 October 1983.')).toEqual([]);
  });
});

describe('one away acting in the sentence that tells its date', () => {
  const HERE =
    'chapter_02.md:3 Ewan Rudd acts here on 12 October 1983, but bible.md:5 has them away from 8 October 1983 until 14 October 1983';

  it('is held to that date, before the name or after it', () => {
    expect(found('On Wednesday, 12 October 1983, Ewan Rudd came in and sat down by the stove.')).toEqual([HERE]);
    expect(found('Ewan Rudd came in on 12 October 1983 and sat down by the stove.')).toEqual([HERE]);
  });

  it('is held to the day a count in it reaches, with a figure in the sentence', () => {
    expect(
      found(
        "On Friday 7 October 1983 the rain stopped. Three days later, at 4 o'clock, Ewan Rudd came in and sat down by the stove.",
      ),
    ).toEqual([HERE.replace('12 October', '10 October')]);
  });

  it('is not held to a date of another time, nor in a memory', () => {
    expect(found('Ewan Rudd came in and sat down by the stove, as he had on 12 October 1983.')).toEqual([]);
    expect(
      found(
        'Nell remembered the gale. On Wednesday, 12 October 1983, Ewan Rudd had come in and sat down by the stove.',
      ),
    ).toEqual([]);
  });
});
