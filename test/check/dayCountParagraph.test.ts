import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A day count ("Three days later she went back.") is held to the date its own sentence or the next one of its
 * paragraph tells, not to a date in the next paragraph: days may pass unsaid between them
 * (src/check/checks/timeline.ts, counting).
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a day count and a date in the next paragraph', () => {
  it('raises nothing: the date is a later day, not where the count lands', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\nThree days later she went back.\n\nOn Monday, October 14, she called the office.',
      ),
    ).toEqual([]);
  });

  it('holds the count to a date in the next sentence of its own paragraph', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\nThree days later she went back. On Monday, October 14, she called the office.',
      ),
    ).toEqual([
      'chapter_01.md:5 "Three days later" counts from 8 October (chapter_01.md:3) to 11 October 2019, but the narration says 14 October 2019',
    ]);
  });

  it('holds a count later in its paragraph to the date in the sentence after it', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\nThe week was slow. Three days later she went back. On Monday, October 14, she called the office.',
      ),
    ).toEqual([
      'chapter_01.md:5 "Three days later" counts from 8 October (chapter_01.md:3) to 11 October 2019, but the narration says 14 October 2019',
    ]);
  });

  it('does not hold the count to a date two sentences after it', () => {
    expect(
      timeline(
        'On Tuesday, October 8, 2019, Dana drove to the clinic.\n\nThree days later she went back. The nurse was kind. On Monday, October 14, she called the office.',
      ),
    ).toEqual([]);
  });
});
