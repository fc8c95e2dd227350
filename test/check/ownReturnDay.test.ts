import { describe, expect, it } from 'vitest';
import { away, FERRY_OPENING } from '../support/ownAbsence.js';

/**
 * One's own word of coming back on a weekday with no date ("I'm back Wednesday"): the first such weekday from the
 * day after the word is said, and a date said later in the speech of another day ("the wedding is on Saturday the
 * twelfth") is not the return's. Texts written for these tests.
 */

describe('a return on a weekday with no date', () => {
  const said = `${FERRY_OPENING}\n\n"I'm off to Duluth in the morning," Oskar says. "I'm back Wednesday, and the wedding is on Saturday the twelfth."`;

  it('is that week’s weekday, the first after the going', () => {
    expect(away(said, 'On Tuesday the ice came in. Oskar counts the fares at the hatch.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 8 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 9 October 2019',
    ]);
  });

  it('stays quiet on a day after the return, before the date said of something else', () => {
    expect(away(said, 'On Thursday the ice came in. Oskar counts the fares at the hatch.')).toEqual([]);
  });
});
