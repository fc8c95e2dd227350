import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "At dusk she went to the window with the spyglass", "It was late; she went to the dresser and took the spyglass
 * down": a "she" in the middle of the sentence, after words of time or another clause, is who holds the thing.
 */

const GAVE = 'Nell Alder stood. She smiled. Nell Alder gave the spyglass to Samuel Crouch.';
const held = (later: string) =>
  givenAway(manuscriptOf(chaptersOf(GAVE, `Nell Alder came back at noon. ${later}`)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`,
  );
const FOUND =
  'chapter_02.md:3 0.7 Nell Alder has the spyglass here, but gave it away at chapter_01.md:3, and nothing between gives it back';

describe('a "she" inside the sentence, holding a thing she gave away', () => {
  it('is the one who goes with it', () => {
    expect(held('At dusk she went to the window with the spyglass.')).toEqual([FOUND]);
  });

  it('is the one who takes it down after "and"', () => {
    expect(held('It was late; she went to the dresser and took the spyglass down from the shelf.')).toEqual([FOUND]);
  });
});
