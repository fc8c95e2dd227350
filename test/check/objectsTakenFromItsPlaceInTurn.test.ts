import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Ruth took Grandad's compass down from its hook" when Sam had it last, in another scene: no one handed it over, so
 * Ruth is not given it by Sam; she has it in turn with him, and his having it again next is one thing in two hands.
 * Taken "out of the case" in the scene where Sam has it, it is taken from him. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ruth Amory kept the lock-house. Sam Kerr worked the barges.';
const samHasIt = `${cast} Sam went home along the towpath with Grandad's compass in his pocket.`;
const ruthTakesIt = "Ruth took Grandad's compass down from its hook by the door and turned it in her hands.";
const samAgain = "Sam opened Grandad's compass on the deck of the barge and read the bearing.";

describe('a thing taken from its place by one who did not have it last', () => {
  it('is in two hands when the one before has it again next', () => {
    expect(found(samHasIt, ruthTakesIt, samAgain)).toEqual([
      'chapter_02.md:3 Ruth Amory has the compass here, but Sam Kerr has it at chapter_01.md:3 before and at chapter_03.md:3 after, and nothing between passes it on',
    ]);
  });

  it('is no slip while the one before does not have it again', () => {
    expect(found(samHasIt, ruthTakesIt)).toEqual([]);
  });

  it('taken in the scene where the other has it, is taken from them', () => {
    expect(found(`${samHasIt} ${ruthTakesIt}`, samAgain)).toEqual([
      'chapter_02.md:3 Sam Kerr has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
