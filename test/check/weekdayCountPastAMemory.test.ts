import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count from a scene's weekday with no date ("On Tuesday … Two days later, on Thursday") past a remembered
 * paragraph that names another weekday ("She remembered … It was a Friday"): the memory's weekday is not the
 * story's, and the count still starts from Tuesday. A paragraph of narration that quotes a sign ("read the sign,
 * “Closed”", or opening on it in italics: "*“Closed,”* said the sign") is no talk: its count is held to its
 * weekday. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const withMemory = (day: string) =>
  timeline(
    `On Tuesday Dana drove to the clinic.\n\nShe remembered the day her mother drove that road. It was a Friday, and it rained.\n\nTwo days later, on ${day}, she went back.`,
  );

describe('a weekday count past a remembered weekday', () => {
  it('stays quiet when the count lands on the weekday said, counted from the scene’s Tuesday', () => {
    expect(withMemory('Thursday')).toEqual([]);
  });

  it('counts from the scene’s Tuesday, not the remembered Friday', () => {
    expect(withMemory('Sunday')).toEqual([
      'chapter_01.md:7 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Sunday',
    ]);
  });
});

describe('a weekday count in narration that quotes a sign', () => {
  it('is held to the weekday it says, the quotation notwithstanding', () => {
    expect(
      timeline(
        'On Tuesday Dana drove to the clinic and read the sign, “Closed”. Two days later, on Friday, she went back.',
      ),
    ).toEqual([
      'chapter_01.md:3 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
  });

  it('is held to the weekday it says when the paragraph opens on the sign in italics', () => {
    expect(
      timeline(
        '*“Closed,”* said the sign on the clinic door. On Tuesday Dana drove past it anyway. Two days later, on Friday, she went back.',
      ),
    ).toEqual([
      'chapter_01.md:3 "Two days later" counts from Tuesday (chapter_01.md:3) to Thursday, but the narration says Friday',
    ]);
  });
});
