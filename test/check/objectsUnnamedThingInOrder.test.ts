import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Something" put into a hand is read where the sentence says it, after a thing named before it: "it" in the next
 * sentence is the something, not the thing given first. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ada Quill came in. She sat down. Ben Orr came in. He sat down. Cora Vane came in. She sat down.';

describe('something handed after a thing given in the same sentence', () => {
  it('is what "it" is next, so the thing given is not handed back by it', () => {
    expect(
      found(
        `${cast}\n\nAda gave the compass to Ben and put something into Cora's hand. Cora gave it to Ada.`,
        'Ada opened the compass.',
      ),
    ).toEqual([
      'chapter_02.md:3 Ada Quill has the compass here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });
});
