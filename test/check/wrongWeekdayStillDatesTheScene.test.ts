import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A weekday and a day of the month that do not fall together: the weekday is reported, the day still dates the scene. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a day told with the wrong weekday', () => {
  const chapter = (funeral: string, later: string) =>
    timeline(
      'On Wednesday, the twenty-third of December 1987, the boats came in.',
      `The funeral was on ${funeral}, in the white church.\n\nOn the Monday, the ${later}, the foreman went south.`,
    );

  it('still dates the scene, so a later scene dated before it goes back', () => {
    expect(chapter('Sunday the sixteenth', 'eleventh')).toEqual([
      'chapter_02.md:3 Sunday the 16 here, in no month near: 16 December 1987 is a Wednesday (the month chapter_01.md:3 is in), and 16 January 1988 is a Saturday',
      'chapter_02.md:5 the narration is at 11 January 1988, before 16 January 1988 that chapter_02.md:3 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
  });

  it('says nothing more when the later scene follows it', () => {
    expect(chapter('Sunday the sixteenth', 'eighteenth')).toHaveLength(1);
    expect(chapter('Saturday the sixteenth', 'eighteenth')).toEqual([]);
  });
});
