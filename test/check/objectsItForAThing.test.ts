import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "It" for a thing: "I hand it to Tom" gives the key the scene named last; "Nora gave it to Tom, and then she put
 * the key on the table": an "it" before the scene has named any thing is no known thing, so nothing is given, and
 * the book is read on without error. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('"gave it" before the scene names a thing', () => {
  it('gives nothing: her using the thing later is no slip', () => {
    expect(
      found(
        'Nora Vance came in. She sat down. Tom Ilsley came in. He sat down.\n\nNora gave it to Tom, and then she put the key on the table.',
        'Nora turned the key in the lock.',
      ),
    ).toEqual([]);
  });
});

describe('"hand it to" after the thing is named', () => {
  it('gives it: the narrator using it later is a slip', () => {
    expect(
      found(
        'Tom Ilsley comes in. He sits down. I take the key out of the drawer. I hand it to Tom.',
        'I turn the key in the lock.',
      ),
    ).toEqual([
      'chapter_02.md:3 The narrator has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
