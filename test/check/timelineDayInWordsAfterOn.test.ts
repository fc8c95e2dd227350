import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The letter came on the twenty-first": in a chapter told in the past, a day after "on" with no month and no weekday,
 * later in the month the story was last in than the day it last told, is the story going on to that day. A day told
 * after it, earlier in that month and not marked as the past before it, is the narration going back.
 */

// 14 March 1952 a Friday, 17 March 1952 a Monday, 7 April 1952 a Monday.
const told = (reopened: string) =>
  [
    'It was Friday the fourteenth of March 1952, and we buried Tom Hale at the chapel in a hard wind.',
    'Nell went down to the board at Hull on the twenty-first, and came home with its answer.',
    `The ferry ran again on ${reopened}, with Nell at the rope.`,
  ].join('\n\n');

const timeline = (text: string) =>
  checkTimeline(manuscriptOf(chaptersOf(text)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a day in words after "on" in a chapter told in the past', () => {
  it('is a day the story reached, which a later paragraph may not go back before', () => {
    expect(timeline(told('Monday the seventeenth of March'))).toEqual([
      'chapter_01.md:7 the narration is at 17 March 1952, before 21 March 1952 that chapter_01.md:5 told earlier in this chapter, and is not marked as memory or flashback',
    ]);
    expect(timeline(told('Monday the seventh of April'))).toEqual([]);
  });

  it('is not read when it is before the day last told (it may be the next month), nor in the present tense', () => {
    expect(timeline(told('Monday the seventeenth of March').replace('twenty-first', 'ninth'))).toEqual([]);
    const present = told('Monday the seventeenth of March')
      .replace('Nell went down', 'Nell goes down')
      .replace('came home', 'comes home')

      .replace('The ferry ran', 'The ferry runs')
      .replace('It was Friday', 'It is Friday')
      .replace('we buried', 'we bury');
    expect(timeline(present)).toEqual([]);
  });
});
