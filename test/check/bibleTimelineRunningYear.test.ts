import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A timeline's chapter dated with no year ("Saturday 2 February: chapter 5") is in the year named last before it
 * when that year is one of the story's (from a year before its first dated chapter to its last dated chapter's),
 * else in the year of the dated chapter nearest it; a death is in the first chapter that opens on or after it
 * (src/check/bibleRecords.ts, dateAnchors).
 */

/** The chapter each character dies in, at the bible's line, as the checks read it. */
const diesIn = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.diesIn?.value, c.diesIn?.line]);

const nell = (died: string, ...timeline: string[]) =>
  `## Nell Alder\nEyes: grey\nFate: died ${died}\n\n## Timeline\n${timeline.map((t) => `- ${t}`).join('\n')}\n`;

describe('a chapter dated with no year', () => {
  it('is in the year named before it when that is the first dated chapter’s, though a later chapter is nearer', () => {
    // Chapter 5 is 2 February 1889, not 1891 (chapter 6's): a death on 10 February 1889 is in chapter 6.
    const bible = nell(
      'Sunday 10 February 1889',
      'Tuesday 1 January 1889: chapter 1',
      'Saturday 2 February: chapter 5',
      'Wednesday 4 March 1891: chapter 6',
    );
    expect(diesIn(bible)).toEqual([['Nell Alder', 6, 3]]);
  });

  it('is in the year named before it when that is the last dated chapter’s, though an earlier chapter is nearer', () => {
    // New Year's Day names 1890, the year of chapter 5; chapter 2 (2 January) is in 1890, not chapter 1's 1889.
    const bible = nell(
      'Wednesday 1 January 1890',
      'Monday 30 December 1889: chapter 1',
      'Wednesday 1 January 1890: New Year’s Day',
      'Thursday 2 January: chapter 2',
      'Saturday 1 February 1890: chapter 5',
    );
    expect(diesIn(bible)).toEqual([['Nell Alder', 2, 3]]);
  });

  it('is not in a later year a chapter line looks ahead to, but in its nearest dated chapter’s', () => {
    // Chapter 1's line names 1891; chapter 2 (5 October) is in 1889 all the same: a death on 4 October is in it.
    const bible = nell(
      'Friday 4 October 1889',
      'Thursday 3 October 1889: chapter 1, Nell comes to the toll house (she will keep it until Saturday 2 May 1891)',
      'Saturday 5 October: chapter 2',
      'Monday 7 October 1889: chapter 3',
    );
    expect(diesIn(bible)).toEqual([['Nell Alder', 2, 3]]);
  });
});
