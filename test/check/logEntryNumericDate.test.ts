import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A quoted log entry may give its date in figures ("> Wed. 23/09/1903."): it is written on that day all the same,
 * and what the narration counts from it is held to it. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a quoted log entry dated in figures', () => {
  it('sets the day a later "three days later" counts from', () => {
    const log = '> Wed. 23/09/1903, relief due Friday. Wind NE 4. Fog.\n\nTobias Marr keeps the light.';
    expect(timeline(log, 'Three days later, on Monday, Tobias Marr climbed the tower.')).toEqual([
      'chapter_02.md:3 "Three days later" counts from 23 September (chapter_01.md:3) to Saturday 26 September 1903, but the narration says Monday',
    ]);
    expect(timeline(log, 'Three days later, on Saturday, Tobias Marr climbed the tower.')).toEqual([]);
  });

  it('holds a count to a date in figures beside it once, not again to its weekday', () => {
    const log = '> Wed. 23/09/1903, relief due Friday. Wind NE 4. Fog.\n\nTobias Marr keeps the light.';
    expect(timeline(log, 'Three days later Tobias Marr climbed the tower. It was Monday, 28/09/1903.')).toEqual([
      'chapter_02.md:3 "Three days later" counts from 23 September (chapter_01.md:3) to 26 September 1903, but the narration says 28 September 1903',
    ]);
  });

  it('holds a weekday and date a paragraph after the count to the count', () => {
    const log = '> Wed. 23/09/1903, relief due Friday. Wind NE 4. Fog.\n\nTobias Marr keeps the light.';
    expect(
      timeline(log, 'Three days later Tobias Marr climbed the tower.\n\nIt was Monday, the 28th of September.'),
    ).toEqual([
      'chapter_02.md:5 the narration says it is Monday, but counting from 23 September (chapter_01.md:3) it is Saturday',
    ]);
  });
});
