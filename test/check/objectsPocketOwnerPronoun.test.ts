import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The key was still in my pocket", "in his pocket when Ben came in": "my" pocket is the narrator's, "his" the man's
 * named before the thing, not one named after it. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a thing in a pocket named by a possessive', () => {
  it('is the narrator’s in "my" pocket, a slip after the narrator gave it away', () => {
    expect(
      found('Tom Ilsley came in. He sat down. I gave the key to Tom.', 'At dusk the key was still in my pocket.'),
    ).toEqual([
      'chapter_02.md:3 The narrator has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('is the man’s named before it in "his" pocket, not the man’s named after', () => {
    const cast = 'Nora Vance came in. She sat down. Tom Ilsley came in. He sat down. Ben Ames came in. He sat down.';
    expect(
      found(`${cast} Tom gave the key to Nora.`, 'Tom stood up; the key was still in his pocket when Ben came in.'),
    ).toEqual([
      'chapter_02.md:3 Tom Ilsley has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a thing named by its owner’s possessive, in "his" hand', () => {
  const cast = 'Joss Pardew kept the farm. He sat down. Sam Kerr worked the rows. He sat down.';
  const samHasIt = "Sam opened Joss's list on the cart and read the names.";
  const samAgain = "Sam opened Joss's list on the cart and read the names again.";

  it('is in the hand of the one named before the owner, not the owner’s', () => {
    expect(
      found(`${cast} ${samHasIt}`, "Sam looked at the rows for a long time, with Joss's list in his hand.", samAgain),
    ).toEqual([]);
  });
});
