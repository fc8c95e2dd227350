import { describe, expect, it } from 'vitest';
import { away } from '../support/ownAbsence.js';

/**
 * A weekday after three words or fewer ("At first light, on Wednesday, …") sets the story's day anywhere in a scene;
 * after more, only in the scene's first sentence. Texts written for these tests.
 */

const opening = 'Nell Carver and Oskar Brandt run the ferry. On Monday 7 October 2019 the wind dropped.';
const said = `${opening}\n\n"I'll be back Friday night," Oskar said.`;
const AWAY =
  'chapter_02.md:3 Oskar acts here on 9 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019';

describe('a weekday after the first words of a sentence past the scene’s first', () => {
  it('is the day the man away is seen acting on, after three words, however they are spaced', () => {
    expect(away(said, 'Nell mended the nets. At first light, on Wednesday, Oskar counted the fares.')).toEqual([AWAY]);
    expect(away(said, 'Nell mended the nets. At first  light, on Wednesday, Oskar counted the fares.')).toEqual([AWAY]);
  });

  it('is no day of the story after four words', () => {
    expect(away(said, 'Nell mended the nets. Down at the quay, on Wednesday, Oskar counted the fares.')).toEqual([]);
  });
});
