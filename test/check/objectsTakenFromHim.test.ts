import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Nora took the key from him", "from Tom", "from me": the one who gave it up is the man named last, the one named or
 * the narrator, not whoever held the key before.
 * Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const taken =
  'Tom Ilsley had the key in his hand.\n\nBen Ames came to the gate, and he waited there.\n\nNora Vance took the key from him.';

describe('a thing taken "from him"', () => {
  it('was given up by the man named last: his having it later is a slip', () => {
    expect(found(taken, 'Ben turned the key in the lock.')).toEqual([
      'chapter_02.md:3 Ben Ames has the key here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });

  it('was not given up by the one who held it before him: his having it later is none', () => {
    expect(found(taken, 'Tom turned the key in the lock.')).toEqual([]);
  });
});

describe('a thing taken "from" a name', () => {
  it('was given up by the one named: their having it later is a slip', () => {
    const cast = 'Nora Vance came in. She sat down. Tom Ilsley came in. He sat down.';
    expect(found(`${cast} Nora took the key from Tom.`, 'Tom turned the key in the lock.')).toEqual([
      'chapter_02.md:3 Tom Ilsley has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('was given up by the one named in full ("from Tom Ilsley")', () => {
    const cast = 'Nora Vance came in. She sat down. Tom Ilsley came in. He sat down.';
    expect(found(`${cast} Nora took the key from Tom Ilsley.`, 'Tom turned the key in the lock.')).toEqual([
      'chapter_02.md:3 Tom Ilsley has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a thing taken "from me"', () => {
  const fromMe =
    'Tom Ilsley had the key in his hand.\n\nI came to the gate, and I waited there.\n\nNora Vance took the key from me.';

  it('was given up by the narrator: the narrator having it later is a slip', () => {
    expect(found(fromMe, 'I turned the key in the lock.')).toEqual([
      'chapter_02.md:3 The narrator has the key here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });

  it('was not given up by the one who held it before: their having it later is none', () => {
    expect(found(fromMe, 'Tom turned the key in the lock.')).toEqual([]);
  });
});
