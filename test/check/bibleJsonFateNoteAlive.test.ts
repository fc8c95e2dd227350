import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A JSON fate object is "alive" by its status only: a note in it that says "alive" of another time ("alive in the
 * prologue") leaves the death its status and chapter give. Written for these tests.
 */

const diesIn = (fate: unknown) =>
  parseBible(JSON.stringify({ characters: [{ name: 'Marta Bregar', fate }] }, null, 2), ENGLISH).characters[0]?.diesIn
    ?.value;

describe('a fate object with a note', () => {
  it('is a death when its status is one, whatever its note says', () => {
    expect(diesIn({ status: 'dead', chapter: 'chapter_05.md', note: 'alive in the prologue' })).toBe(5);
  });

  it('is no death when its status is alive', () => {
    expect(diesIn({ status: 'alive', chapter: 'chapter_05.md' })).toBeUndefined();
  });
});
