import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The giver taking a thing down from a place: unreturned, a slip; from where it was put "back", it came back to
 * them. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const gave = 'Nell Alder came in. She sat down. Tom Crouch came in. He sat down. Nell gave the ledger to Tom.';

describe('the giver taking a thing from a shelf', () => {
  it('is a slip when nothing says it was put back', () => {
    expect(found(gave, 'Nell took the ledger from the shelf and wrote in it.')).toEqual([
      'chapter_02.md:3 Nell Alder has the ledger here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('is no slip when it was put back there', () => {
    expect(found(gave, 'Nell took the ledger from the shelf, back where Tom had left it.')).toEqual([]);
  });
});
