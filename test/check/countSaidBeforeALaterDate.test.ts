import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a burial is said on the day its sentence names before it, or on the day reckoned: a date its sentence
 * names after it is another day's, that of something still to come ("…, and on Tuesday, the second of July, the will is
 * read"). Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const buried =
  'Walter Pike died in the night. They buried Walter Pike on Tuesday, the fourth of June 1889, in the rain, and Hester walked home alone.';

const hay = 'On Tuesday, the twenty-fifth of June 1889, the hay was in.';

describe('a count from a burial, with a later date after it in its sentence', () => {
  it('is said on the day reckoned, not on the date after it', () => {
    expect(
      timeline(
        buried,
        `${hay} It was three weeks since we buried Walter, and the will was read on Tuesday, the second of July.`,
      ),
    ).toEqual([]);
  });

  it('is held to the burial on the day reckoned when it has no later date', () => {
    expect(timeline(buried, `${hay} It was five weeks since we buried Walter.`)).toEqual([
      'chapter_02.md:3 "five weeks since we buried Walter" counts back from 25 June 1889 to 21 May 1889, but Walter Pike was buried on 4 June 1889 (chapter_01.md:3)',
    ]);
  });
});
