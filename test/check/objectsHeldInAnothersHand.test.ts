import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing held in turn: passed on within a scene unsaid is no slip, and "with the sextant on her knee" is hers, not
 * the man's the sentence names. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Nora Vance and Tom Ilsley keep the tide station. Nora Vance writes the log. Tom Ilsley mends the nets.';

describe('a thing held by one, then another in the same scene, then the first in another', () => {
  it('is passed on in the scene, and back later: no slip', () => {
    expect(
      found(
        `${cast} Tom takes Arlo's sextant out of his coat pocket. Nora takes Arlo's sextant out of her pocket.`,
        "At noon Tom takes Arlo's sextant out of his coat pocket again.",
      ),
    ).toEqual([]);
  });
});

describe('with the thing in a hand that is not the one named', () => {
  it("is not the man's", () => {
    expect(
      found(
        `${cast} Nora takes Arlo's sextant out of her pocket and sights the sun.`,
        "Tom stood at the rail with Arlo's sextant on her knee.",
        "At noon Nora takes Arlo's sextant out of her pocket again.",
      ),
    ).toEqual([]);
  });

  it('is no one when the sentence names no one', () => {
    expect(found('It was cold at the rail, with the key on her knee.')).toEqual([]);
  });
});
