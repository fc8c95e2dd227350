import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A quoted log entry is written on the day it names when one weekday stands before its date ("> Wed. 23 Sept.
 * 1903, relief due Friday."), whatever weekday its sentence names after the date; a letter's heading, a place
 * before the date and no weekday ("> Harrogate, 23 Sept. 1903."), is not. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const LATER = 'Three days later, on Monday, Tobias Marr climbed the tower.';

describe('a quoted entry’s weekday before its date', () => {
  it('makes it a log entry, a later weekday in its sentence notwithstanding', () => {
    const log = '> Wed. 23 Sept. 1903, relief due Friday. Wind NE 4. Fog.\n\nTobias Marr keeps the light.';
    expect(timeline(log, LATER)).toEqual([
      'chapter_02.md:3 "Three days later" counts from 23 September (chapter_01.md:3) to Saturday 26 September 1903, but the narration says Monday',
    ]);
  });

  it('is wanting in a letter’s heading, which is no day of the story', () => {
    const letter = '> Harrogate, 23 Sept. 1903. My dear Tobias, the fog has lifted.\n\nTobias Marr keeps the light.';
    expect(timeline(letter, LATER)).toEqual([]);
  });
});
