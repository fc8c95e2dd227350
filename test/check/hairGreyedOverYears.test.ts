import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { sceneYearAt } from '../../src/check/storyYears.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair goes grey: a woman with fair curls in the story's summer and short grey hair at the ferry a generation on is
 * one woman, not a slip. The same grey two years on, or black a generation on, is one.
 */

const lines = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);
const againstBible = (...texts: string[]) =>
  checkAttributes(
    manuscriptOf(chaptersOf(...texts), '# Bible\n\n## Characters\n### Nora Bell\n- hair: fair\n'),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line}`);

const summer = 'In the summer of 1950 Nora Bell came to the island. Nora Bell had fair curls and blue eyes.';
const between = 'Nora Bell kept the shop that winter. Nora Bell sold wool and tea and the island newspaper.';
const onReturn = (year: number, hair: string) =>
  `I went back to the island in June ${year}, on the morning boat.\n\nNora Bell met me at the pier. She stood at the end of it with her ${hair} hair under a scarf.`;

describe('hair a generation on', () => {
  it('gone grey or white is the years, not a slip', () => {
    expect(lines(summer, between, onReturn(1982, 'short grey'))).toEqual([]);
    expect(lines(summer, between, onReturn(1982, 'white'))).toEqual([]);
    // The bible's colour is the story's first year's, as its ages are.
    expect(againstBible(summer, between, onReturn(1982, 'short grey'))).toEqual([]);
    expect(againstBible(summer, between, onReturn(1952, 'short grey'))).toEqual(['chapter_03.md:5']);
  });

  it('is a slip when grey comes two years on, or another colour than grey comes a generation on', () => {
    expect(lines(summer, between, onReturn(1952, 'short grey'))).toEqual(['chapter_03.md:5']);
    expect(lines(summer, between, onReturn(1982, 'black'))).toEqual(['chapter_03.md:5']);
  });
});

describe('the year a scene has come to', () => {
  it('is the latest its narration names up to the line, in that scene only', () => {
    const chapter = manuscriptOf(
      chaptersOf(
        'In 1950 the boat came weekly.\n\nIn June 1982 I went back.\n\nShe was at the pier.\n\n***\n\nThe shop was shut.',
      ),
    ).chapters[0];
    if (!chapter) throw new Error('no chapter');
    expect(sceneYearAt(chapter, 3, ENGLISH)).toBe(1950);
    expect(sceneYearAt(chapter, 7, ENGLISH)).toBe(1982);
    // A scene break: the next scene has named no year yet.
    expect(sceneYearAt(chapter, 11, ENGLISH)).toBeUndefined();
  });
});
