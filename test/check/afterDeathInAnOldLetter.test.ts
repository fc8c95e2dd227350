import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An old letter quoted in the story, headed with its own place and year ("> *Keswick, 10 June 1979.*") and no
 * "Date:" line: the funeral it tells of ("the funeral was on Saturday the third") is of its own time, not held to
 * the death the story tells that month. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const NOTICE =
  'On Monday, the fifth of May 2008, Gwen Hollis said goodbye to Nick at her gate.\n\n---\n\nOn Friday, the ninth of May, the paper came early.\n\n> **HOLLIS, Gwen.** Of Tarn Cottage, Ambleside, died peacefully at home on Wednesday 7 May 2008, aged ninety.';

describe('a funeral told in an old letter', () => {
  it("is not read as the story's death's, on a Saturday the third of the story's month", () => {
    expect(
      timeline(
        NOTICE,
        'On Tuesday, the thirteenth of May, Nick found an old letter in the drawer.\n\n> *Keswick, 10 June 1979.*\n>\n> Dear Nick, the funeral was on Saturday the third, and the whole village came.',
      ),
    ).toEqual([]);
  });
});
