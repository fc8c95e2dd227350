import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A funeral naming no one, told before any death is: it is the book's one death's, and dated before it is a
 * finding; with two deaths told after it, it is no one's. Texts written for these tests
 * (src/check/checks/timelineDeaths.ts).
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const FUNERAL =
  'Tobias Marr keeps the light on Inchmore. On Monday 3 March 1902 the ferry is late. The funeral is on 8 March 1902.';
const MARR = 'On Wednesday 12 March 1902 the ferry is late again. Tobias Marr dies at midnight, in the lamp room.';

describe('a funeral told before the death', () => {
  it("is the book's one death's, and is reported when dated before it", () => {
    expect(timeline(FUNERAL, MARR)).toEqual([
      "chapter_01.md:3 Tobias Marr's funeral is dated 8 March 1902 here, before the death chapter_02.md:3 tells on 12 March 1902",
    ]);
  });

  it("is no one's when two deaths are told after it", () => {
    expect(
      timeline(
        FUNERAL,
        MARR,
        'On Friday 14 March 1902 the boat comes. Agnes Pell dies in the night. Agnes Pell was old.',
      ),
    ).toEqual([]);
  });
});
