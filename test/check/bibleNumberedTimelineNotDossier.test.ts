import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Bibles with numbered timelines that are no dossier: a dossier needs two parts or more and three numbered paragraphs
 * of prose (sentences of six words or more that end on a stop). Anything short of that keeps its lines as written:
 * the timeline's entries keep their numbers and their "Chapter one" (src/check/bibleTyped.ts, isDossier).
 */

const timelineOf = (bible: string) => parseBible(bible, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.text]);

describe('a numbered timeline in a bible that is no dossier', () => {
  it('keeps the lines of a bible with two parts whose numbered lines end on no stop', () => {
    const bible = `PART I. THE WARD

The night ward of the Balfour has twelve beds.
Sister Morrow keeps the drugs cupboard key herself.
The porters use the back stair after midnight.

PART II. TIMELINE

1. Chapter one, Monday 21 January 1957, Nora starts on nights
2. Chapter two, Tuesday 22 January 1957, the Hamilton stops
3. Chapter three, Wednesday 23 January 1957, Keogh is dismissed
`;
    expect(timelineOf(bible)).toEqual([
      [1, 9, '1. Chapter one, Monday 21 January 1957, Nora starts on nights'],
      [2, 10, '2. Chapter two, Tuesday 22 January 1957, the Hamilton stops'],
      [3, 11, '3. Chapter three, Wednesday 23 January 1957, Keogh is dismissed'],
    ]);
  });

  it('keeps the lines of numbered sentences under a markdown heading, with no parts at all', () => {
    const bible = `## Timeline

1. Chapter one, Monday 21 January 1957: Nora starts on nights.
2. Chapter two, Tuesday 22 January 1957: the Hamilton stops.
3. Chapter three, Wednesday 23 January 1957: Keogh is dismissed.
`;
    expect(timelineOf(bible)).toEqual([
      [1, 3, '1. Chapter one, Monday 21 January 1957: Nora starts on nights.'],
      [2, 4, '2. Chapter two, Tuesday 22 January 1957: the Hamilton stops.'],
      [3, 5, '3. Chapter three, Wednesday 23 January 1957: Keogh is dismissed.'],
    ]);
  });
});
