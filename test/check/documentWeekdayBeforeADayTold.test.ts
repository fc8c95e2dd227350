import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A message's stamp with no year ("Sat, Oct 19") is held to the story's year only once the story has told a day:
 * a message quoted before it is of a time the reader does not know yet; in a story whose years are backstory, never.
 * Written for these tests.
 */

const found = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const MESSAGE = '> Ana texted, Sat, Oct 26: back late, do not wait up.';
const DAY = 'On Monday, 21 October 2019, Nell Carver opened the ferry office.';

describe("a message's weekday and date with no year", () => {
  it('is held to the story’s year after a day told', () => {
    // 26 October 2019 was a Saturday; the 27th a Sunday.
    expect(found(`${DAY}\n\n${MESSAGE}`)).toEqual([]);
    expect(found(`${DAY}\n\n${MESSAGE.replace('26', '27')}`)).toEqual([
      "chapter_01.md:5 Saturday is not the weekday of 27 October in the story's year (2019), a Sunday",
    ]);
  });

  it('is not held to it before the story has told a day', () => {
    expect(found(`${MESSAGE.replace('26', '27')}\n\n${DAY}`)).toEqual([]);
  });
});

describe("a message's weekday and date in a story whose years are backstory", () => {
  it('is not held to a year: the narration’s weekdays put the story in no year it states', () => {
    // A log's entry of 1962 tells a day; the narration's weekdays fit 2019, not 1962. 11 March 1962 was a Sunday.
    const log = '> Sat. 3 March 1962. Wind N, the ferry ran.\n\n> Ana texted on Sat 3 Mar 1962: back Sat, Mar 11.';
    const narration = 'On Monday 21 October the ferry ran late.\n\nOn Tuesday 22 October the wind dropped.';
    expect(found(log, narration)).toEqual([]);
  });
});
