import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A places card's notes under its heading, some bulleted ("- on the cliff path", "* slate roof"), some not: the
 * bullet is dropped and the note kept whole, a dash inside it ("the cliff path - north end") kept as written.
 */

const CARDS = `CARD 1 -- PEOPLE
OLD QUILL   (Hester)        the widow at the point
  61. grey eyes, silver hair.
=====================================

CARD 2 -- PEOPLE
BRAN  (Bran Tolley)
  her nephew, 24. eyes blue, hair fair.
=====================================

CARD 3 -- PLACES
GULL COTTAGE -- the widow's house
  - on the cliff path - north end
  *   slate roof
  a lamp - always lit
=====================================
`;

describe('the notes of a places card', () => {
  it('reads bulleted and plain notes as the place’s description, each bullet dropped, a dash inside a note kept', () => {
    expect(parseBible(CARDS, ENGLISH).places).toEqual([
      {
        name: 'Gull cottage',
        names: ['Gull cottage', 'Gull'],
        line: 12,
        description: "the widow's house on the cliff path - north end slate roof a lamp - always lit",
      },
    ]);
  });
});
