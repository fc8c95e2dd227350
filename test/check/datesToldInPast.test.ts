import { describe, expect, it } from 'vitest';
import { checkTimeline, toldInPast } from '../../src/check/checks/timeline.js';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * In a book told in the present, a date that belongs to a verb in the past
 * ("the gate Ned painted on the third of May") is a day already over, not the
 * narration going back; a date of the present ("The ferry comes in on the
 * ninth of May") still moves the story's day.
 */

const past = (sentence: string) => datesIn(sentence, ENGLISH).map((d) => toldInPast(sentence, d, ENGLISH));

describe('a date in the past inside present narration', () => {
  it('reads the verb the date belongs to', () => {
    expect(past('I lean on the gate that Ned painted on the third of May and look at the sea.')).toEqual([true]);
    expect(past('In the drawer, where we left it on the third of May and forgot it, is the key.')).toEqual([true]);
    expect(past('The ferry comes back on the ninth of May, with the mail and the doctor.')).toEqual([false]);
    expect(past('On the ninth of May, the ferry comes back with the mail.')).toEqual([false]);
    // A past the verb tables do not hold ("caulked") right after a pronoun is the pronoun's verb.
    expect(past('I look at the seam that he caulked on the third of May and it holds.')).toEqual([true]);
    // A verb's past that is a noun here ("ground") after the date is no verb.
    expect(past('We bury him on the ninth of May in the ground above the strand.')).toEqual([false]);
  });

  const book = (later: string) =>
    manuscriptOf(
      chaptersOf(
        'On Monday, the fourth of May, 1931, the ferry comes in late. I stand on the quay and count the crates. I sign for them and carry the post up the hill.',
        'On Friday, the eighth of May, the wind drops. I walk down to the quay and sit on the wall.',
        `I walk down to the quay at six and I look for the boat. ${later} I sit on the wall and I wait, and I count the gulls.`,
      ),
    );
  const found = (later: string) => checkTimeline(book(later), ENGLISH).findings.map((f) => `${f.line} ${f.message}`);

  it('is quiet on a day over, told from the present', () => {
    expect(found('The crates Ned stacked on the third of May are still there.')).toEqual([]);
  });

  it('still finds the narration gone back in the present', () => {
    expect(found('On the third of May the boat comes in.')).toEqual([
      expect.stringMatching(/^3 the narration is at 3 May 1931, before 8 May 1931 that chapter_02.md:3 reached/),
    ]);
  });
});
