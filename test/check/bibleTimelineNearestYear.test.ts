import { describe, expect, it } from 'vitest';
import { dateAnchors } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A timeline's date with no year of its own, after a year that is none of the story's (a death long before it):
 * the date is in the year of the dated chapter nearest it, not of the first one the timeline dates.
 */

const lines = (...texts: string[]) => texts.map((text, i) => ({ text, line: i + 1 }));

describe('a date with no year after a year outside the story', () => {
  it('takes the year of the dated chapter nearest its own', () => {
    const anchors = dateAnchors(
      lines(
        '- Lurdes died 11 February 1957.',
        '- Thursday 12 October: chapter 4',
        '- 2 March 1960: chapter 1',
        '- 20 October 1961: chapter 5',
      ),
      ENGLISH,
    );
    expect(anchors.map((a) => [a.chapter, a.year])).toEqual([
      [4, 1961],
      [1, 1960],
      [5, 1961],
    ]);
  });

  it('takes the year of the nearest when the nearest is neither the first nor the last dated', () => {
    const anchors = dateAnchors(
      lines(
        '- Lurdes died 11 February 1957.',
        '- 1 May: chapter 6',
        '- 2 March 1960: chapter 1',
        '- 9 June 1961: chapter 7',
        '- 20 October 1962: chapter 12',
      ),
      ENGLISH,
    );
    expect(anchors.map((a) => [a.chapter, a.year])).toEqual([
      [6, 1961],
      [1, 1960],
      [7, 1961],
      [12, 1962],
    ]);
  });
});
