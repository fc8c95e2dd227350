import { describe, expect, it } from 'vitest';
import { spanBetweenDates } from '../../src/check/checks/timelineSpans.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A span said beside the two days it runs between: a reader counts the one against the other. */

const said = (text: string) => spanBetweenDates(text, ENGLISH, 1954);

describe('a span said with its own two days', () => {
  it('finds "six weeks" from the second until the thirtieth, which is four', () => {
    expect(
      said('He would be going home on leave in August, for six weeks, from the second until the thirtieth.'),
    ).toEqual({ words: 'for six weeks, from the second until the thirtieth', said: 42, between: 28 });
  });

  it('lets a span that fits the days pass, counted inclusive or not', () => {
    expect(
      said('He went home for four weeks, from the second until the thirtieth, to see his sister.'),
    ).toBeUndefined();
    expect(said('She was in Leeds for a fortnight, from the 1st to the 14th of May.')).toBeUndefined();
    expect(said('The yard was shut for ten days, from 3 May to 13 May.')).toBeUndefined();
  });

  it('counts across a month and a year end', () => {
    expect(said('They stayed for ten days, from the 28th to 4 March.')?.between).toBe(4);
    expect(said('They stayed for two weeks, from 28 December to 4 January.')?.between).toBe(7);
    expect(said('They stayed for a week, from the 28th of December to the 4th.')).toBeUndefined();
  });

  it('says nothing of a span with no two days of its own', () => {
    expect(said('He was away for six weeks, from the spring until the autumn.')).toBeUndefined();
    expect(said('She stayed six weeks, from the second until the thirtieth.')).toBeUndefined();
  });
});
