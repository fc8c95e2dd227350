import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a weekday with no date ("On Tuesday … Two days later, on Friday") holds across a line of talk
 * between them: talk passes no day, so the count still lands on Thursday. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a day count from a weekday past a line of talk', () => {
  it('still counts from the weekday the scene told', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. She parked by the fence.\n\n“It is cold,” she said.\n\nTwo days later, on Friday, she went back.',
      ),
    ).toEqual([
      'chapter_01.md:7 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
  });

  it('stays quiet when the count lands on the weekday said', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. She parked by the fence.\n\n“It is cold,” she said.\n\nTwo days later, on Thursday, she went back.',
      ),
    ).toEqual([]);
  });
});
