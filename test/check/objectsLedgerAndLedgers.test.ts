import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The ledgers" and "the ledger" are one thing to the checker: of a giving of each, the later one stands when
 * either is used again.
 */

const CAST = 'Mara Voss came in. She laughed. Tomas Reyes came in. He laughed. Ivo Brandt came in. He laughed.';
const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a thing given as "the ledgers", then as "the ledger"', () => {
  it('holds the later giver to it, not the earlier', () => {
    expect(
      found(
        `${CAST} Tomas Reyes gave the ledgers to Mara Voss.`,
        'Mara Voss gave the ledger to Ivo Brandt.',
        'Mara Voss opened the ledger.',
      ),
    ).toEqual([
      'chapter_03.md:3 Mara Voss has the ledger here, but gave it away at chapter_02.md:3, and nothing between gives it back',
    ]);
  });

  it('lets the one who gave the ledgers first use it again once it came back to him', () => {
    expect(
      found(
        `${CAST} Tomas Reyes gave the ledgers to Mara Voss.`,
        'Mara Voss gave the ledger to Tomas Reyes.',
        'Tomas Reyes opened the ledger.',
      ),
    ).toEqual([]);
  });
});
