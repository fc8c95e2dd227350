import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator, who gave the key away, takes it "out of her coat pocket" (the taker's): taken back, no slip; "out
 * of my coat pocket" is the narrator's own, and a slip. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const gave = 'Nora Vance came in. She sat down. I gave the key to Nora.';

describe('the narrator taking a thing given away out of a pocket', () => {
  it('takes it back from hers: no slip', () => {
    expect(found(gave, 'While she slept I took the key out of her coat pocket.')).toEqual([]);
  });

  it('has it in their own: a slip', () => {
    expect(found(gave, 'While she slept I took the key out of my coat pocket.')).toEqual([
      'chapter_02.md:3 The narrator has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
