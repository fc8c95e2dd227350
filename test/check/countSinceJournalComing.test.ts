import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count since the coming the story opened on, when the first day's chapter tells that coming as a journal does,
 * its verb opening the sentence with no "I" ("Walked up to the mill with my bag."). Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

describe('a count since a coming told with its verb first', () => {
  it('is held to the first day', () => {
    const later = (count: string) =>
      timeline(
        'Tuesday, 2 April 1889. Came down by the coach to Kettleby in a cold rain. Walked up to the mill with my bag.',
        `On Saturday, the twenty-seventh of April, the wheel turned again.\n\n"${count} since I walked up that lane," I told Hester.`,
      );
    expect(later('Three weeks and four days')).toEqual([]);
    expect(later('Five weeks and four days')).toEqual([
      'chapter_02.md:5 "Five weeks and four days since I walked" counts back from 27 April 1889 to 19 March 1889, but the coming it counts from is the story\'s first day, 2 April 1889 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });
});
