import { describe, expect, it } from 'vitest';
import { away } from '../support/ownAbsence.js';

/**
 * A going told in the narration on its own day, and how long it is to last told in its paragraph ("Leo went to the
 * ice on Thursday, the tenth of March. … he would be gone, he said, five weeks"): the one gone acting here on a day
 * of it is the slip. A return told ("came back early") ends it; a length said of someone else, or with no day to the
 * going, holds nothing. Texts written for these tests.
 */

const opening =
  'Rose Walsh and Leo Fitzgerald keep the store. On Monday 7 March 1966 the ice held. Leo Fitzgerald swept the floor.';
const went =
  'Leo went to the ice on Thursday, the tenth of March. He went out on the steamer, and he would be gone, he said, five weeks.';
const LEO =
  'chapter_02.md:3 Leo acts here on 12 April 1966, but chapter_01.md:5 has them away from 10 March 1966 until 14 April 1966';

describe('a going told with how long it lasts', () => {
  it('holds the one gone to the days between', () => {
    expect(
      away(`${opening}\n\n${went}`, 'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.'),
    ).toEqual([LEO]);
    // The day after the last is his again.
    expect(
      away(`${opening}\n\n${went}`, 'On Friday, 15 April 1966, Leo was down on the beach scraping his boat.'),
    ).toEqual([]);
  });

  it('is over when a return is told', () => {
    expect(
      away(
        `${opening}\n\n${went}\n\nOn Friday, 1 April 1966, Leo came back early with a bad hand.`,
        'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.',
      ),
    ).toEqual([]);
  });

  it('holds nothing when the length is someone else’s, or the going has no day of its own', () => {
    const hers = 'Leo went to the ice on Thursday, the tenth of March. She would be gone, she said, five weeks.';
    expect(
      away(`${opening}\n\n${hers}`, 'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.'),
    ).toEqual([]);
    const undated = 'Leo went to the ice. He went out on the steamer, and he would be gone, he said, five weeks.';
    expect(
      away(`${opening}\n\n${undated}`, 'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.'),
    ).toEqual([]);
  });

  it('reads the length in the paragraph after the going, and no further', () => {
    const next = 'Leo went to the ice on Thursday, the tenth of March.\n\nHe would be gone, he said, five weeks.';
    expect(
      away(`${opening}\n\n${next}`, 'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.'),
    ).toEqual([LEO]);
    const apart =
      'Leo went to the ice on Thursday, the tenth of March.\n\nRose Walsh watched.\n\nHe would be gone, he said, five weeks.';
    expect(
      away(`${opening}\n\n${apart}`, 'On Tuesday, 12 April 1966, Leo was down on the beach scraping his boat.'),
    ).toEqual([]);
  });
});

describe('a going on a weekday and its day, for as long as one was told to go', () => {
  const plant = 'Nell Farraday and Gunnar Hallgrimsson work the line. On Friday 8 January 1988 the boats came in.';
  const went =
    'On the Monday, the eleventh, Gunnar went to Reykjavik.\n\nThe doctor had listened to his heart and said he was to go south for tests, properly, for two weeks.';
  it('holds the one gone, and reads the verb after a word that stresses who', () => {
    expect(
      away(
        `${plant}\n\n${went}\n\nOn the Thursday Gunnar himself came down the line behind us, and stopped at station fourteen.`,
      ),
    ).toEqual([
      'chapter_01.md:9 Gunnar acts here on 14 January 1988, but chapter_01.md:5 has them away from 11 January 1988 until 25 January 1988',
    ]);
  });
});
