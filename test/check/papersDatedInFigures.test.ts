import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** E-mails whose "Date:" lines are in figures ("2014-03-10") are held to the order of their days like any paper. */

const papers = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('e-mails dated in figures', () => {
  it('report the one dated days before the ones on either side of it', () => {
    const mails = [
      'Lena kept every message from that spring.',
      'Date: 2014-03-10\nSubject: the van\n\nAre you up?',
      'Date: 2014-03-06\nSubject: the lease\n\nThe van is booked for Friday.',
      'Date: 2014-03-13\nSubject: the receipt\n\nI found the receipt.',
    ].join('\n\n');
    expect(papers(mails)).toEqual([
      'chapter_01.md:10 this paper is dated 6 March 2014, days before the one above it (chapter_01.md:5, 10 March 2014) and the one after it (chapter_01.md:15, 13 March 2014)',
    ]);
  });
});
