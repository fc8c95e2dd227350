import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "Bell stood at the door" where two of the cast are Bells (src/check/facts.ts, sharedSurnames and the sentence's
 * opening name): someone is the subject, but the surname names neither, so the pronouns after it are no one's. The
 * surname is the last word of a full name however many words it has, and the opening is the sentence's, after its
 * speech; a "Bell" later in a sentence that opens on "I" is no one's opening.
 */

const KIT = 'Kit Bell ran ahead of the cart. He whistled.';

describe('a sentence opening on a surname two of the cast share', () => {
  it('gives the pronouns after it to no one when one of them has a middle name', () => {
    expect(
      attributesOf(
        `Daniel James Bell kept the lock.\n\n${KIT}\n\nBell stood at the back door. He would have to go. He was fifty-three years old.`,
      ),
    ).toEqual([]);
  });

  it('reads the surname after the speech that opens the sentence', () => {
    expect(
      attributesOf(
        `Daniel Bell kept the lock.\n\n${KIT}\n\n"I have to go," Bell said at the back door. He was fifty-three years old.`,
      ),
    ).toEqual([]);
  });

  it('takes no "Bell" from later in a sentence that opens on "I": the pronoun after it is the one named there', () => {
    expect(
      attributesOf(`Daniel Bell kept the lock.\n\n${KIT}\n\nI walked down Bell Lane with Kit. He was ten years old.`),
    ).toEqual(['Kit Bell age 10']);
  });
});
