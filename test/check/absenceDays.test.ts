import { describe, expect, it } from 'vitest';
import { away } from '../support/ownAbsence.js';

/** The days of an absence said in one's own words, and the day a scene opens on. */

const opening = 'Nell Carver and Oskar Brandt run the ferry. On Monday 7 October 2019 the wind dropped.';

describe('an absence and the days around it', () => {
  it('reads a weekday answering "when?" as the return, not as the day of going', () => {
    const said = `${opening}\n\n"Friday," Oskar said to her at the slip. "I'll be back Friday night."`;
    expect(away(said, 'On Wednesday the ice came in. Oskar counted the fares at the hatch.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 9 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
  });

  it('takes the day a scene opens on after its verb and the verb’s particle ("came in on Wednesday")', () => {
    const said = `${opening}\n\n"I'll be back Friday night," Oskar said.`;
    expect(
      away(said, 'The ice came in on Wednesday, grey and thin. Oskar counted the fares at the hatch.'),
    ).toHaveLength(1);
    // A day after a pronoun's verb is not the scene's: "the net she pulled in on Wednesday".
    expect(away(said, 'Nell mended the net she pulled in on Wednesday. Oskar counted the fares.')).toEqual([]);
  });

  it('reads walking the quay as being there, and walking to the station as going', () => {
    const said = `${opening}\n\n"I'll be back Friday night," Oskar said.\n\n* * *\n\nOn Wednesday the ice came in.`;
    expect(away(said, 'Oskar walked the quay with Nell all morning.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 9 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
    expect(away(said, 'Oskar walked to the station with his bag.')).toEqual([]);
  });

  it('takes the day of a scene’s one verb, an hour beside it ("a little after nine on Wednesday morning")', () => {
    const said = `${opening}\n\n"I'll be back Friday night," Oskar said.`;
    expect(
      away(
        said,
        'The wind came round to the north a little after nine on Wednesday morning, as the forecast said. Oskar counted the fares at the hatch.',
      ),
    ).toHaveLength(1);
    // Two verbs before the day, or a pronoun's: the day of another deed.
    expect(
      away(
        said,
        'The wind came round to the north where it blew on Wednesday morning, as the forecast said. Oskar counted the fares.',
      ),
    ).toEqual([]);
    expect(
      away(said, 'The net Nell said she mended on Wednesday morning lay on the slip. Oskar counted the fares.'),
    ).toEqual([]);
  });
});
