import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Papers quoted in the story, held to its days: a death notice dates a death; an e-mail's "Date:" line is the day its
 * "today" is; a thing told as already over ("the letter had come on …") cannot be dated after the chapter's day.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

describe('an e-mail\'s funeral "today" against the death a notice dates', () => {
  const notice =
    'On Monday, the fifth of May 2008, Gwen Hollis said goodbye to Nick at her gate.\n\n---\n\nOn Friday, the ninth of May, the paper came early.\n\n> **HOLLIS, Gwen.** Of Tarn Cottage, Ambleside, died peacefully at home on Wednesday 7 May 2008, aged ninety.';
  const mail = (date: string) =>
    timeline(
      notice,
      `On Tuesday, the thirteenth of May, Nick opened his mail.\n\n> **From:** aunt.jo@example.com\n> **Date:** ${date}\n> **Subject:** sorry\n>\n> Nick, I could not get to the funeral today, my knee is bad again. Write to me.`,
    );

  it('finds an e-mail dated before the death whose funeral it says is today, on its Date line', () => {
    expect(mail('Mon, 5 May 2008 21:10')).toEqual([
      "chapter_02.md:6 Gwen Hollis's funeral is dated 5 May 2008 here, before the death chapter_01.md:9 tells on 7 May 2008 | chapter_01.md:9",
    ]);
  });

  it('says nothing of one sent on the funeral day, or one with no Date line', () => {
    expect(mail('Mon, 12 May 2008 21:10')).toEqual([]);
    expect(
      timeline(
        notice,
        'On Tuesday, the thirteenth of May, Nick opened his mail.\n\n> Nick, I could not get to the funeral today, my knee is bad again.',
      ),
    ).toEqual([]);
  });
});

describe('a thing told as over, dated after the chapter’s day', () => {
  const chapter = (date: string, later = '') =>
    timeline(
      'On Sunday, the first of April 1934, the bells rang for Easter.',
      `On Monday, the second of April, the carts went out early.\n\n---\n\nThe letter had come on ${date}. Nobody had opened it.${later}`,
    );

  it('finds "the letter had come on" a day the chapter has not reached', () => {
    expect(chapter('Friday, the sixth of April')).toEqual([
      "chapter_02.md:7 this tells as already over a day, 6 April 1934, after the chapter's own day, 2 April 1934 (chapter_02.md:3), which the chapter does not go on to reach | chapter_02.md:3",
    ]);
  });

  it('says nothing of a day before it, one the chapter goes on to reach, or one far off', () => {
    expect(chapter('Thursday, the twenty-ninth of March')).toEqual([]);
    expect(chapter('Friday, the sixth of April', '\n\nOn Saturday, the seventh of April, they read it.')).toEqual([]);
    expect(chapter('the ninth of September')).toEqual([]);
  });
});

describe('a will dated after the death of the one who made it', () => {
  const obituary =
    'On Thursday, the thirteenth of March 1975, the paper went to press late. Ned Carver used to sit in the front office.\n\n> **MR. EDWARD CARVER**\n>\n> Many will remember his hat. Mr. Carver died quietly at his house on the quay, on the night of Sunday, the 9th of March, in his ninetieth year.';
  const reading = (date: string) =>
    timeline(
      obituary,
      `On Monday, the seventeenth of March, the solicitor came. The will was dated ${date}. He read it without looking up.`,
    );

  it('finds the will dated after the death a notice tells, with both places', () => {
    expect(reading('Wednesday, the twelfth of March 1975')).toEqual([
      "chapter_02.md:3 Ned Carver's will is dated 12 March 1975, after the death chapter_01.md:7 tells on 9 March 1975 | chapter_01.md:7",
    ]);
  });

  it('says nothing of a will made before it', () => {
    expect(reading('Tuesday, the fourth of March 1975')).toEqual([]);
    expect(reading('the second of May 1961')).toEqual([]);
  });
});

describe('a run of papers in the order of their days', () => {
  const run = (stamp: string, old = 'Tue, 4 Mar') =>
    timeline(
      [
        'On Monday, the tenth of March 2014, the messages began.',
        '**Mon, 10 Mar, 9:02 — Lena:** Are you up?',
        '**Mon, 10 Mar, 9:05 — Omar:** Barely.',
        `**${stamp}, 8:15 — Lena:** The van is booked for Friday.`,
        `> **From:** omar@example.com\n> **Date:** Thu, 13 Mar 2014 22:10\n> **Subject:** van\n>\n> Lena, I found the receipt from ${old}.`,
      ].join('\n\n'),
    );

  it('finds a paper dated days before the ones on either side of it, with both places', () => {
    expect(run('Thu, 6 Mar')).toEqual([
      'chapter_01.md:9 this paper is dated 6 March 2014, days before the one above it (chapter_01.md:7, 10 March 2014) and the one after it (chapter_01.md:12, 13 March 2014) | chapter_01.md:7',
    ]);
  });

  it('says nothing of a run in order, an old paper months back, or a date named inside a paper', () => {
    expect(run('Tue, 11 Mar')).toEqual([]);
    expect(run('Tue, 17 Dec')).toEqual([]);
    expect(run('Tue, 11 Mar', 'Tue, 4 Mar')).toEqual([]);
    expect(
      timeline(
        [
          'On Monday, the tenth of March 2014, the messages began.',
          '**Mon, 10 Mar, 9:02 — Lena:** Are you up?',
          '**Note.** The lease on the flat had run out on 8 March.',
          '**Thu, 13 Mar, 8:15 — Lena:** The van is booked.',
        ].join('\n\n'),
      ),
    ).toEqual([]);
  });
});
