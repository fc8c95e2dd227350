import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a weekday with no date ("On Tuesday … Two days later") is held to the weekday the next sentence says
 * ("It was Friday"), unless that sentence tells more time passing. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`,
  );

describe('a weekday count held to the sentence after it', () => {
  it('reports the weekday the next sentence says when the count lands on another', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. Two days later the rain stopped. It was Friday, and the roads were dry.',
      ),
    ).toEqual([
      'chapter_01.md:3 0.65 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
  });

  it('stays quiet when the next sentence says the weekday the count lands on', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. Two days later the rain stopped. It was Thursday, and the roads were dry.',
      ),
    ).toEqual([]);
  });

  it('stays quiet when the next sentence tells more days passing before its weekday', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic. Two days later the rain stopped. The days passed, and by Friday the roads were dry.',
      ),
    ).toEqual([]);
  });
});
