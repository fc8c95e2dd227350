import { describe, expect, it } from 'vitest';
import { away, FERRY_OPENING } from '../support/ownAbsence.js';

/** An absence told in one's own words, with its end, and the absent acting on a day of it. */

describe("one's own word of being away", () => {
  it('holds a tagged speaker to "I\'m back Friday the eleventh", present tense', () => {
    expect(
      away(
        `${FERRY_OPENING}\n\n"I'm off to Duluth in the morning," Oskar says. "I'm back Friday the eleventh, late."`,
        'On Wednesday the ice came in. Oskar counts the fares at the hatch.',
      ),
    ).toEqual([
      'chapter_02.md:3 Oskar acts here on 9 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
  });

  it('reads the speaker from the paragraph before when the speech opens on a pronoun, past tense', () => {
    expect(
      away(
        `${FERRY_OPENING}\n\nOskar Brandt stood at the rail.\n\n"I'll stay down there for the sale and come back up on Friday." He looked at Nell.`,
        'On Thursday Oskar Brandt counted the fares.',
      ),
    ).toHaveLength(1);
  });

  it('stays quiet on the day of return, on going, on word from afar, and on a look back later in a sentence', () => {
    const said = `${FERRY_OPENING}\n\n"I'm back Friday the eleventh," Oskar says.`;
    expect(away(said, 'On Friday Oskar counts the fares.')).toEqual([]);
    expect(away(said, 'On Tuesday Oskar drives to Duluth.')).toEqual([]);
    expect(away(said, 'On Wednesday Oskar telephones from Duluth.')).toEqual([]);
    expect(away(said, 'Nell mends the rope she broke on Wednesday. Oskar counts the fares.')).toEqual([]);
  });

  it('begins an absence said to be next week on its Monday', () => {
    const said = `${FERRY_OPENING}\n\n"I'll be away next week," Oskar says. "I'll be back on Thursday."`;
    expect(away(said, 'On Wednesday Oskar counts the fares.')).toEqual([]);
    expect(away(said, 'On Wednesday the ice came in.\n\n* * *\n\nOn Tuesday Oskar counts the fares.')).toEqual([
      'chapter_02.md:7 Oskar acts here on 15 October 2019, but chapter_01.md:5 has them away from 14 October 2019 until 17 October 2019',
    ]);
  });

  it('takes a weekday opening the answer as the going, and the speaker from the talk when a pronoun of the other gender opens it', () => {
    const talk = `${FERRY_OPENING} Nell Carver reads the tide table. She marks it.\n\nNell Carver has a letter from the mainland. She reads it twice.\n\n"My brother," she tells Oskar. "He is ill."\n\n"You must go," Oskar says. "When?"\n\n"Wednesday, on the early boat. I will be back on the Saturday." She folds the letter.`;
    expect(away(talk, 'On Thursday Nell counts the fares.')).toEqual([
      'chapter_02.md:3 Nell acts here on 10 October 2019, but chapter_01.md:11 has them away from 10 October 2019 until 12 October 2019',
    ]);
    // The day of going itself, and the day of return, hold no absence.
    expect(away(talk, 'On Wednesday Nell counts the fares.')).toEqual([]);
    expect(away(talk, 'On Saturday Nell counts the fares.')).toEqual([]);
  });
});

describe('an absence said the day the paragraph before told, and seen on a later day', () => {
  const said =
    'Nell Carver and Oskar Brandt kept the ferry office. It was Monday, the seventh of October 2019, and the wind had dropped.\n\n"Now," Oskar said, "you should know I\'ll be away from Wednesday. My son marries in Duluth on Saturday. I fly out Wednesday morning and I\'m back Wednesday the sixteenth, late."';

  it('holds the speaker to it when the day was told in the paragraph before the speech', () => {
    expect(away(said, 'On Thursday Oskar counted the fares at the hatch.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 10 October 2019, but chapter_01.md:5 has them away from 9 October 2019 until 16 October 2019',
    ]);
  });

  it('reads going about where one is as presence, and going somewhere as a journey', () => {
    const seen = (text: string) => away(said, `It was Thursday, the tenth of October. ${text}`);
    expect(seen('Oskar Brandt was coming down the stairs from his office with a file under his arm.')).toHaveLength(1);
    expect(seen('Oskar Brandt walked across the street to the bank.')).toHaveLength(1);
    expect(seen('Oskar Brandt came down the coast to Duluth.')).toEqual([]);
    expect(seen('Oskar Brandt went into the terminal at the airport.')).toEqual([]);
  });

  it("takes a scene's day from its first sentence's first verb, not a later verb's nor a pronoun's", () => {
    expect(
      away(said, 'The inspector from Lansing came on Thursday, a little after two. Oskar Brandt counted the fares.'),
    ).toHaveLength(1);
    expect(away(said, 'Nell mended the rope she broke on Thursday. Oskar Brandt counted the fares.')).toEqual([]);
    expect(away(said, 'Nell said the inspector came on Thursday. Oskar Brandt counted the fares.')).toEqual([]);
    // Later in a scene, a day after a verb is when something happened, not the scene's day.
    expect(
      away(
        said,
        'Nell counted the fares.\n\nThe parcel from her sister arrived on Thursday. Oskar Brandt counted the fares.',
      ),
    ).toEqual([]);
  });

  it('holds them to it when they are there with "to be", and reads a call or a radio only in their own clause', () => {
    const said = `${FERRY_OPENING}\n\n"I'm back Friday the eleventh," Oskar says.`;
    expect(away(said, 'On Wednesday Oskar is sitting at the hatch.')).toEqual([
      'chapter_02.md:3 Oskar acts here on 9 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
    // Nell's telephone, the radio of the boy after him: not Oskar's word from afar.
    const others =
      'On Wednesday Nell telephoned the yard, and Oskar counted the fares, and the boy hummed a tune from the radio.';
    expect(away(said, others)).toHaveLength(1);
    // His own: "Oskar telephoned from Duluth" (far verb) and "Oskar counted the fares over the radio".
    expect(away(said, 'On Wednesday Oskar counted the fares over the radio, and Nell wrote them down.')).toEqual([]);
  });
});
