import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a weekday with no date ("On Tuesday … Two days later, on Friday") no longer holds once the narration
 * says time has passed, or once a dated day has taken the weekday's place: the count is not held to the old weekday.
 * Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a day count from a weekday', () => {
  it('is not held to the weekday after a sentence that says time passed', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. Weeks passed, and the snow came.\n\nTwo days later, on Friday, she went back.',
      ),
    ).toEqual([]);
  });

  it('is not held to the weekday once a date was told after it, even when time passes in a line of talk', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. She parked.\n\nOn Thursday, October 10, 2019, she wrote to her sister. She posted the letter.\n\n“Well,” she said, and weeks passed.\n\nTwo days later, on Friday, she went back.',
      ),
    ).toEqual([]);
  });

  it('is held to the weekday with nothing between them', () => {
    expect(
      timeline('On Tuesday Dana drove to the clinic. The snow came.\n\nTwo days later, on Friday, she went back.'),
    ).toEqual([
      'chapter_01.md:5 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
  });
});
