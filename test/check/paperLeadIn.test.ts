import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A line that introduces a paper quoted below it dates the paper, not the narration's present. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a paper quoted in a run of papers', () => {
  const papers = (lead: string) =>
    timeline(
      'On Friday, 3 March 1911, the mill at Kettleby burned.',
      `${lead}\n\n> FIRE AT KETTLEBY. The mill of Mr. J. Orme was destroyed on Friday night.\n\nI cut it out and kept it.\n\n*\n\nOn Sunday, 5 March 1911, I walked over to see what was left.`,
    );

  it('does not take the date of a newspaper that leads into its quoted notice as the narration going on', () => {
    expect(papers('From the Northern Echo, Tuesday, 7 March 1911, page four:')).toEqual([]);
  });

  it('still holds the narration that dates itself and then goes back', () => {
    expect(papers('On Tuesday, 7 March 1911, the Northern Echo had it.')).toEqual([
      'chapter_02.md:11 the narration is at 5 March 1911, before 7 March 1911 that chapter_02.md:3 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
  });

  it('still holds a wrong weekday in the lead-in line', () => {
    expect(papers('From the Northern Echo, Monday, 7 March 1911, page four:')).toEqual([
      'chapter_02.md:3 Monday is not the weekday of 7 March 1911, a Tuesday',
    ]);
  });
});
