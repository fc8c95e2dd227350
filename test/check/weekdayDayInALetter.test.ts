import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A letter tells of days just past as well as days to come: "We came into the bay on Friday, the eleventh," in a
 * letter headed Sunday 14 October 1928 is the 11th of October or of the month before or after, and in 1928 the 11th
 * is a Tuesday in September, a Thursday in October and a Sunday in November. Letters written for these tests.
 */
function timelineOf(...texts: string[]) {
  return checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );
}

const letter = (body: string) =>
  `**Grytviken, Sunday 14 October 1928**\n\nDear Anna,\n\n${body} The snow has not stopped since.\n\nYour Nils`;

describe('a weekday and a day of the month in a letter', () => {
  it('is a slip when it falls in none of the heading month, the month before and the one after', () => {
    expect(timelineOf(letter('We came into the bay on Friday, the eleventh, in a gale.'))).toEqual([
      'chapter_01.md:7 0.7 Friday the 11 here, in no month near: 11 September 1928 is a Tuesday, 11 October 1928 is a Thursday (the month chapter_01.md:3 is in), and 11 November 1928 is a Sunday | chapter_01.md:3',
    ]);
  });

  it('is a slip all the same beside a day of the month with no year, near the heading’s', () => {
    expect(
      timelineOf(letter('We came into the bay on Friday, the eleventh, and the mail boat left on 12 October.')),
    ).toEqual([
      'chapter_01.md:7 0.7 Friday the 11 here, in no month near: 11 September 1928 is a Tuesday, 11 October 1928 is a Thursday (the month chapter_01.md:3 is in), and 11 November 1928 is a Sunday | chapter_01.md:3',
    ]);
  });

  it('is no slip on its weekday in the heading month, the month before or the next', () => {
    expect(timelineOf(letter('We came into the bay on Thursday, the eleventh, in a gale.'))).toEqual([]);
    expect(timelineOf(letter('We left Leith on Tuesday the eleventh, in a gale.'))).toEqual([]);
    expect(timelineOf(letter('The ship for home sails on Sunday the eleventh.'))).toEqual([]);
  });

  it('is not held to the story in a letter of another time, dated months away', () => {
    expect(
      timelineOf(letter('Father wrote on 2 March 1916 that the ice went out on Friday, the eleventh, and not before.')),
    ).toEqual([]);
  });
});
