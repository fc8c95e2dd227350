import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "…, and she is sixty-two" after a person's noun is no one's age, that person may be the one meant
 * (src/check/facts.ts, clausePronounAgeIn); but when the sentence opens on the same pronoun, with no name before
 * it ("She is the widow of the miller, and she is sixty-two"), the noun is what she is and the age is hers.
 */

const ADA = 'Ada Marsh kept the mill. She kept it well.';

describe("an age in a clause after a person's noun", () => {
  it('is hers when the sentence opens on the same pronoun', () => {
    expect(attributesOf(`${ADA} She is the widow of the miller, and she is sixty-two.`)).toEqual(['Ada Marsh age 62']);
    // In brackets too: the opening bracket is no word.
    expect(attributesOf(`${ADA} (She is the widow of the miller, and she is sixty-two.)`)).toEqual([
      'Ada Marsh age 62',
    ]);
  });

  it("is no one's when the sentence opens on the other pronoun", () => {
    expect(
      attributesOf(`Tom Reed came in. He sat down.\n\n${ADA} He met a woman at the gate, and she was sixty.`),
    ).toEqual([]);
  });

  it("is no one's when a name opens the sentence and an unnamed man follows it", () => {
    expect(attributesOf('Tom Reed came in. He sat down. Ada Marsh met a man at the gate, and he was sixty.')).toEqual(
      [],
    );
  });
});
