import { describe, expect, it } from 'vitest';
import { away, FERRY_OPENING } from '../support/ownAbsence.js';

/**
 * One's own word of coming back on a weekday ("I'm back Friday night"), with a sentence after it that opens on
 * another weekday ("Thursday is the auction"): that weekday is a plan within the absence, not the day of going, which
 * is still the day after the word is said. Texts written for these tests.
 */

describe('a weekday opening a sentence after the return', () => {
  const said = `${FERRY_OPENING}\n\n"I'm off to Duluth in the morning," Oskar says. "I'm back Friday night. Thursday is the auction, and I mean to bid."`;

  it('leaves the absence from the next day, so acting the next day is a slip', () => {
    expect(away(said, 'On Tuesday the ice came in. Oskar counts the fares at the hatch.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 8 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
  });

  it('holds the speaker to the day the weekday after names, too', () => {
    expect(away(said, 'On Thursday the ice came in. Oskar counts the fares at the hatch.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 10 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
  });
});
