import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two things the timeline reads from how a line is set: a count "since I walked up" holds to the story's first day
 * only when that day's chapter tells the coming in its own present narration (not a memory, not a quoted paper);
 * and a line dates a paper, not the narration, only when it ends in a colon and a quotation follows it.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const arrival = 'The coach put me down at the inn at Kettleby on Tuesday, 2 April 1889, in a cold rain.';
const count =
  'On Saturday, the twenty-seventh of April, the wheel turned again. It was five weeks and four days since I walked up the lane.';

describe('a count since a coming the first chapter does not tell as its present', () => {
  it('says nothing when the coming is told only in a memory', () => {
    expect(timeline(`${arrival}\n\nI remembered how I had walked up the lane as a child.`, count)).toEqual([]);
  });

  it('says nothing when the coming is told only in a quoted letter', () => {
    expect(timeline(`${arrival}\n\n> My dear girl walked up the lane at last, her aunt wrote.`, count)).toEqual([]);
  });

  it('holds the count when the first chapter tells the coming', () => {
    expect(timeline(`${arrival} I walked up to the mill with my bag.`, count)).toHaveLength(1);
  });
});

describe('a line before a quoted paper', () => {
  const papers = (lead: string, paper = '> FIRE AT KETTLEBY. The mill of Mr. J. Orme was destroyed on Friday night.') =>
    timeline(
      'On Friday, 3 March 1911, the mill at Kettleby burned.',
      `${lead}\n\n${paper}\n\nI cut it out and kept it.\n\n*\n\nOn Sunday, 5 March 1911, I walked over to see what was left.`,
    );
  const back =
    'chapter_02.md:11 the narration is at 5 March 1911, before 7 March 1911 that chapter_02.md:3 told earlier in this chapter, and is not marked as memory or flashback';

  it('dates the narration when its colon is inside it, not at its end', () => {
    expect(papers('On Tuesday, 7 March 1911, the Northern Echo came at 10:30 with it.')).toEqual([back]);
    expect(papers('On Tuesday, 7 March 1911, the Northern Echo came at 10:30.')).toEqual([back]);
  });

  it('dates the narration when what follows the colon is not a quotation', () => {
    expect(
      papers(
        'From the Northern Echo, Tuesday, 7 March 1911, page four:',
        'The mill of Mr. J. Orme had been destroyed on Friday night.',
      ),
    ).toEqual([back]);
  });
});
