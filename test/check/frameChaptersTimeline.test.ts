import { describe, expect, it } from 'vitest';
import { frameChapters } from '../../src/check/checks/attributes.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A story of 1966 told in the third person and the past, between chapters of its frame: the sister, old, at her
 * kitchen table, in the first person and the present. Her brother is sixty-eight there and nine in the story, so
 * those chapters are a frame told years later: "Tomorrow is Saturday, the nineteenth of July" there is no day of
 * 1966 (a Tuesday), and "the boat went down on the twelfth of March 1966" is remembered, not a day the story goes
 * back to. Without an age that says so, chapters that alternate persons are one time, and their days are the
 * story's (src/check/checks/attributes.ts, frameChapters; timeline.ts).
 */

const frame = (age: string) =>
  `I am seventy-seven years old and I am sitting at my kitchen table. My brother Frankie Keough is ${age} years old. Tomorrow is Saturday, the nineteenth of July, and a boat goes out to the island.\n\nI open the shoebox. I take out the letters and I read them by the window.`;
const STORY = [
  'Frankie Keough was nine that winter. On Thursday, the tenth of March 1966, the men went out to the ice. Frankie waved from the wharf.\n\nTheresa walked home. She lit the stove and she waited.',
  'On Friday, the eighteenth of March 1966, the wind came round. Frankie Keough was nine, and he ran down to the harbour.\n\nTheresa followed him. She called him back.',
];
const remembering =
  'I put the letters down and I think of that spring. I am tired and I go to the window.\n\nThe boat went down in the ice on the twelfth of March 1966, and nobody was lost.\n\nI keep the spyglass still. I hold it and I look at the water.';

const timeline = (texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('chapters of a frame told years later', () => {
  it('are the chapters told in the person of the older age', () => {
    expect([...frameChapters(manuscriptOf(chaptersOf(frame('sixty-eight'), ...STORY, remembering)), ENGLISH)]).toEqual([
      0, 3,
    ]);
    expect([...frameChapters(manuscriptOf(chaptersOf(frame('fifteen'), ...STORY, remembering)), ENGLISH)]).toEqual([]);
  });

  it('are none for ages a lifetime apart in one person, or of two people', () => {
    const story = (...texts: string[]) => [...frameChapters(manuscriptOf(chaptersOf(...texts)), ENGLISH)];
    expect(
      story(...STORY, 'Frankie Keough was sixty-eight that winter. He ran down to the wharf. He waved at the boats.'),
    ).toEqual([]);
    expect(story(frame('sixty-eight').replace('My brother Frankie Keough', 'My cousin Nora Hale'), ...STORY)).toEqual(
      [],
    );
  });

  it("hold neither a day without its year to the story's year nor a day remembered to the days the story reached", () => {
    expect(timeline([frame('sixty-eight'), ...STORY, remembering])).toEqual([]);
  });

  it("are the story's own time when no age tells a frame", () => {
    expect(timeline([frame('fifteen'), ...STORY, remembering])).toEqual([
      "chapter_01.md:3 Saturday is not the weekday of 19 July in the story's year (1966), a Tuesday",
      // Its "tomorrow" read as a day the story reached, the story's March goes back from it.
      'chapter_02.md:3 the narration is at 10 March 1966, before 19 July 1966 that chapter_01.md:3 reached, and is not marked as memory or flashback',
      'chapter_03.md:3 the narration is at 18 March 1966, before 19 July 1966 that chapter_01.md:3 reached, and is not marked as memory or flashback',
    ]);
  });
});
