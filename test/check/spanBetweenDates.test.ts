import { describe, expect, it } from 'vitest';
import { newsBeforeDeath, spanBetweenDates } from '../../src/check/checks/timelineSpans.js';
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

  it('lets a count of days be a day off, and a count of weeks half a week off, no more', () => {
    expect(said('The yard was shut for ten days, from 3 May to 14 May.')).toBeUndefined();
    expect(said('The yard was shut for ten days, from 3 May to 15 May.')).toEqual({
      words: 'for ten days, from 3 May to 15 May',
      said: 10,
      between: 12,
    });
    expect(said('She was in Leeds for two weeks, from the 1st to the 17th of May.')).toBeUndefined();
    expect(said('She was in Leeds for two weeks, from the 1st to the 19th of May.')?.between).toBe(18);
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

describe('a message sent before the death it tells of', () => {
  const news = (text: string) => newsBeforeDeath(text, ENGLISH, 1929);
  const letter = (sent: string) =>
    `It is my painful duty to confirm the message sent by wireless to the Company on ${sent}, that your husband, Halvor Brekke, was killed on the flensing plan on Thursday the 17th of January in the afternoon.`;

  it('finds the message sent the day before the death', () => {
    expect(news(letter('Wednesday the 16th'))).toMatchObject({ died: expect.any(Number) });
    expect(news(letter('Wednesday the 16th'))?.words).toContain('on Wednesday the 16th');
  });

  it('lets a message sent on the day of the death or after it pass, and a death with no day', () => {
    expect(news(letter('Friday the 18th'))).toBeUndefined();
    expect(news(letter('the 17th'))).toBeUndefined();
    expect(news('The telegram sent on the 3rd said that he was well and would be home in May.')).toBeUndefined();
  });
});
