import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A log entry opening on its weekday and date is where a later count starts, and the finding says so. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const log = '> Wed. 23 Sept. 1903. Wind NE 4. Fog.\n\nTobias Marr keeps the light.';

describe('a count from a log entry’s day', () => {
  it('names the entry’s day and line as where it counts from', () => {
    expect(timeline(log, 'Three days later, on Monday, Tobias Marr climbed the tower.')).toEqual([
      'chapter_02.md:3 "Three days later" counts from 23 September (chapter_01.md:3) to Saturday 26 September 1903, but the narration says Monday',
    ]);
    expect(timeline(log, 'Two days later Tobias Marr climbed the tower. It was Monday.')).toEqual([
      'chapter_02.md:3 the narration says it is Monday, but counting from 23 September (chapter_01.md:3) it is Friday',
    ]);
  });
});
