import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The ledgers" given, then "the ledger" held out to a third and taken ("held the ledger out to Ivo" … "with the
 * ledger on his knee"): the taking is the later giving, and the one who held it out is held to it, not the one who
 * gave the ledgers first. Texts written for these tests.
 */

const CAST = 'Mara Voss came in. She laughed. Tomas Reyes came in. He laughed. Ivo Brandt came in. He laughed.';
const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);
const book = [
  `${CAST} Tomas Reyes gave the ledgers to Mara Voss.`,
  'Mara Voss held the ledger out to Ivo Brandt.\n\nIvo Brandt sat by the window with the ledger on his knee.',
];

describe('a thing held out and taken after its plural was given', () => {
  it('holds the one who held it out to it', () => {
    expect(found(...book, 'Mara Voss opened the ledger.')).toEqual([
      'chapter_03.md:3 Mara Voss has the ledger here, but gave it away at chapter_02.md:3, and nothing between gives it back',
    ]);
  });

  it('lets the first giver of the ledgers open it, the later giving standing', () => {
    expect(found(...book, 'Tomas Reyes opened the ledger.')).toEqual([]);
  });
});
