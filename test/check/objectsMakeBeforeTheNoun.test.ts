import { describe, expect, it } from 'vitest';
import { brandNouns, givenAway } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A make told before the thing's noun ("the Waterman pen", "a Hohner harmonica") names the thing later on its own
 * ("the jade-green Waterman"), and is no one's name though a verb follows it there ("The Waterman lay in its box").
 * Texts written for these tests.
 */

const makes = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  return Object.fromEntries(brandNouns(m, ENGLISH, readFacts(m, ENGLISH).cast));
};
const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map((c) => c.name);
const findings = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const pen =
  'Her father kept the accounts in green ink with the Waterman pen the firm had given him.\n\nNora Quill opened the box. The jade-green Waterman lay in it on white satin.';

describe('a make before the noun', () => {
  it('learns the make from a determiner, the make and the noun', () => {
    expect(makes(pen, 'Ben Carr blew into a Hohner harmonica.')).toEqual({ waterman: 'pen', hohner: 'harmonica' });
  });

  it('learns none from a capital the book also puts before other words', () => {
    expect(
      makes(
        'Ada Price gave him a Christmas watch, and the Christmas present was a success.',
        'Tom Ilsley kept the German pistol in a drawer. The German army was near.',
      ),
    ).toEqual({});
  });

  it('reads no one called by the make, though a verb follows it', () => {
    expect(castOf(pen, 'Nora Quill said nothing.')).not.toContain('Waterman');
  });

  it('finds the giver using the thing by its make', () => {
    expect(
      findings(
        pen,
        'Nora Quill gave the pen to Ben Carr.',
        "Nora Quill signed the register with her father's jade-green Waterman, which she had kept.",
      ),
    ).toEqual([
      "chapter_03.md:3 Nora Quill has the father's jade-green pen here, but gave it away at chapter_02.md:3, and nothing between gives it back",
    ]);
  });
});
