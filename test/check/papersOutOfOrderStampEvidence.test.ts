import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A message dated days before the ones on either side of it is shown against the message above it by that one's
 * stamp line, as written but without the two spaces a Markdown line break leaves at its end ("**Mon, 10 Mar, 9:05 —
 * Omar:**  " with the message on the line below). Texts written for these tests.
 */

const papers = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.filter((f) => f.category === 'timeline');

describe('a message out of the order of its days', () => {
  it('is shown against the stamp line of the message above it, its line-break spaces left off', () => {
    const chat = [
      'On Monday, the tenth of March 2014, the messages began.',
      '**Mon, 10 Mar, 9:02 — Lena:**  \nAre you up?',
      '**Mon, 10 Mar, 9:05 — Omar:**  \nBarely.',
      '**Thu, 6 Mar, 8:15 — Lena:**  \nThe van is booked for Friday.',
      '**Thu, 13 Mar, 22:10 — Omar:**  \nI found the receipt.',
    ].join('\n\n');
    expect(papers(chat)).toEqual([
      {
        file: 'chapter_01.md',
        line: 11,
        category: 'timeline',
        message:
          'this paper is dated 6 March 2014, days before the one above it (chapter_01.md:8, 10 March 2014) and the one after it (chapter_01.md:14, 13 March 2014)',
        evidence: '**Thu, 6 Mar, 8:15 — Lena:**',
        confidence: 0.6,
        against: { file: 'chapter_01.md', line: 8, evidence: '**Mon, 10 Mar, 9:05 — Omar:**' },
      },
    ]);
  });
});
