import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A line leading into a paper quoted below it, dated by a weekday and a day alone ("of Tuesday the 7th"): the date
 * is the paper's, so the narration that goes on to an earlier day has not gone back. Written for these tests.
 */

const papers = (lead: string) =>
  checkTimeline(
    manuscriptOf(
      chaptersOf(
        'On Friday, 3 March 1911, the mill at Kettleby burned.',
        `${lead}\n\n> FIRE AT KETTLEBY. The mill of Mr. J. Orme was destroyed on Friday night.\n\nI cut it out and kept it.\n\n*\n\nOn Sunday, 5 March 1911, I walked over to see what was left.`,
      ),
    ),
    ENGLISH,
  )
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a paper dated by its weekday and day in the line that leads into it', () => {
  it('takes the day for the paper’s, not the narration’s', () => {
    expect(papers('From the Northern Echo of Tuesday the 7th, page four:')).toEqual([]);
  });

  it('holds the narration that tells that day and then goes back', () => {
    expect(papers('I went into town on Tuesday the 7th, and the Northern Echo had it.')).toEqual([
      'chapter_02.md:11 the narration is at 5 March 1911, before 7 March 1911 that chapter_02.md:3 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
  });
});
