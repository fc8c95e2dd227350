import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A journal entry that runs on past its own day tells those later days in the present: an entry headed for a day
 * before them goes back. The entry's own day told again after them is its writer looking back, no going back.
 * Written for these tests.
 */

const timeline = (...paragraphs: string[]) =>
  checkTimeline(
    manuscriptOf({ 'chapter_01.md': `${['# I. North', ...paragraphs].join('\n\n')}\n` }),
    ENGLISH,
  ).findings.map((f) => `${f.line} ${f.message}`);

const ENTRY = '**Sunday, January 6, 1889.** Made camp by the river. Pruitt chained and Vail carried the rod.';
const ON = 'On Tuesday, January 8, we broke camp and crossed the river.';

describe('a journal entry that runs on past its day', () => {
  it('holds the next entry to the later day it told', () => {
    expect(timeline(ENTRY, ON, '**Thursday, January 10, 1889.** Rain all day.')).toEqual([]);
    expect(timeline(ENTRY, ON, '**Monday, January 7, 1889.** Rain all day.')).toEqual([
      expect.stringMatching(/^7 the narration is at 7 January 1889, before 8 January 1889 that chapter_01.md:5/),
    ]);
  });

  it('lets it tell its own day again after them', () => {
    expect(timeline(ENTRY, ON, 'Sunday, January 6, was the last dry day we had.')).toEqual([]);
  });
});
