import { describe, expect, it } from 'vitest';
import { isThingNamedAgain, PASSAGE } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A thing named again is shorter than a passage and holds no likeness, even one it opens with ("like a lantern …").
 * Texts written for these tests.
 */

type Places = Parameters<typeof isThingNamedAgain>[1];
const named = (phrase: string, ...sentences: string[]) =>
  isThingNamedAgain(phrase, sentences.map((sentence) => ({ sentence })) as unknown as Places, ENGLISH);

/** A long sentence around a phrase, so that the phrase is well under half of it. */
const around = (phrase: string) =>
  `Late that night, long after the others had gone up to bed and the fire was out, she went down the stairs and saw ${phrase} once more, and she stood there a while.`;

const SHELF_15 = 'the shelf over the range between the salt box and the clock in the kitchen';
const SHELF_16 = 'the shelf over the range between the salt box and the brass clock in the kitchen';

describe('a verbless run said again inside long sentences', () => {
  it('is a thing named again under the length of a passage, and a passage at it', () => {
    expect(SHELF_15.split(' ')).toHaveLength(PASSAGE - 1);
    expect(SHELF_16.split(' ')).toHaveLength(PASSAGE);
    expect(named(SHELF_15, around(SHELF_15), around(SHELF_15))).toBe(true);
    expect(named(SHELF_16, around(SHELF_16), around(SHELF_16))).toBe(false);
  });

  it('is no thing named again when it opens with a likeness', () => {
    const lantern = 'a lantern on the end of the pier';
    expect(named(lantern, around(lantern), around(lantern))).toBe(true);
    const like = `like ${lantern}`;
    expect(named(like, around(like), around(like))).toBe(false);
  });
});
