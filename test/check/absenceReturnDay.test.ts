import { describe, expect, it } from 'vitest';
import { returnDay } from '../../src/check/checks/timelineAbsences.js';
import { dayCount } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { away } from '../support/ownAbsence.js';

/**
 * A going told on the day the story has reached, with no day of its own ("Bento left on the seven o'clock bus"), and
 * the day it ends said with it ("Back on the eighth, he said"): the one gone acting here before that day is the slip.
 * Texts written for these tests.
 */

const MONDAY = dayCount(1961, 11, 27);

describe('the day a going ends, said with it', () => {
  it('reads a day of the month as the next such day after the going, in its month or the next', () => {
    expect(returnDay('Back on the eighth, he said, the Friday bus.', MONDAY, ENGLISH)).toBe(dayCount(1961, 12, 8));
    expect(returnDay('She would be home again on the 30th.', MONDAY, ENGLISH)).toBe(dayCount(1961, 11, 30));
    // The going's own day of the month is next month's: back the same day is no absence.
    expect(returnDay('Back on the twenty-seventh.', MONDAY, ENGLISH)).toBe(dayCount(1961, 12, 27));
    // November has no 31st: the next one is December's.
    expect(returnDay('Back on the 31st.', MONDAY, ENGLISH)).toBe(dayCount(1961, 12, 31));
  });

  it('reads a weekday, with its day or alone', () => {
    expect(returnDay('Back Friday the 8th.', MONDAY, ENGLISH)).toBe(dayCount(1961, 12, 8));
    expect(returnDay('He would be back on the Thursday.', MONDAY, ENGLISH)).toBe(dayCount(1961, 11, 30));
  });

  it('reads no day where the words after "back" say how, or none, or a day too near or too far', () => {
    expect(returnDay('He came back on the boat with Tom on the eighth.', MONDAY, ENGLISH)).toBeUndefined();
    expect(returnDay('He put the box back.', MONDAY, ENGLISH)).toBeUndefined();
    // The next day is a night away, no absence to hold anyone to.
    expect(returnDay('Back on the twenty-eighth.', MONDAY, ENGLISH)).toBeUndefined();
  });
});

const opening = 'Bento Pinto and Lucia Pinto keep the duka. On Monday 27 November 1961 it rained.';
const left =
  'Bento Pinto left on the seven o’clock bus from the duka. Lucia saw him off. Back on the eighth, he said, the Friday bus.';

describe('a going on the day reached, and its day of return', () => {
  it('holds the one gone to the days between', () => {
    expect(
      away(
        `${opening}\n\n${left}`,
        'On Sunday, 3 December 1961, Bento Pinto sat on the verandah and mended the chair.',
      ),
    ).toEqual([
      'chapter_02.md:3 Bento Pinto acts here on 3 December 1961, but chapter_01.md:5 has them away from 27 November 1961 until 8 December 1961',
    ]);
    // The day of the return is his again.
    expect(
      away(
        `${opening}\n\n${left}`,
        'On Friday, 8 December 1961, Bento Pinto sat on the verandah and mended the chair.',
      ),
    ).toEqual([]);
  });

  it('holds nothing when the return is someone else’s, or only a length is said', () => {
    const hers = 'Bento Pinto left on the seven o’clock bus. Lucia Pinto would be back on the eighth.';
    expect(
      away(
        `${opening}\n\n${hers}`,
        'On Sunday, 3 December 1961, Bento Pinto sat on the verandah and mended the chair.',
      ),
    ).toEqual([]);
    const length = 'Bento Pinto left on the seven o’clock bus. He would be gone, he said, two weeks.';
    expect(
      away(
        `${opening}\n\n${length}`,
        'On Sunday, 3 December 1961, Bento Pinto sat on the verandah and mended the chair.',
      ),
    ).toEqual([]);
  });
});

describe('a going told with its own day and the day of return', () => {
  it('counts the return from its own day, not the day reached before it: back the next day is no absence', () => {
    const dated =
      'On Thursday, 30 November 1961, Bento Pinto left on the seven o’clock bus from the duka, back on the first, he said.';
    expect(away(`${opening}\n\n${dated}\n\nBento Pinto sat on the verandah and mended the chair.`)).toEqual([]);
  });
});
