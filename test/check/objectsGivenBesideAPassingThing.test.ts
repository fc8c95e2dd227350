import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "it" given away in a sentence that also names a thing in passing after it ("under a lamp"): "it" is still the
 * thing named before, which the giver then has again. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line} ${f.against?.evidence}`,
  );

describe('a thing given as "it" beside a thing named in passing', () => {
  it('is the thing named in the sentence before, not the one in passing', () => {
    expect(
      found(
        'Lou Hart took the compass out of her pocket. Nat Bryce stood under a lamp, and she gave it to him.',
        'Lou Hart takes the compass out of her pocket and sights the hill.',
      ),
    ).toEqual([
      'chapter_02.md:3 Lou Hart has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back | chapter_01.md:3 Nat Bryce stood under a lamp, and she gave it to him.',
    ]);
  });
});
