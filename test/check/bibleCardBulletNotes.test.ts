import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards' notes (src/check/bibleTyped.ts, indexCards): a places card's notes under its heading, some bulleted
 * ("- on the cliff path", "* slate roof"), some not: the bullet is dropped and the note kept whole, a dash inside it
 * ("the cliff path - north end") kept as written; a things card whose first line under its marker is blank (or of
 * spaces): the blank line is no object of its own.
 */

const PEOPLE = `CARD 1 -- PEOPLE
OLD QUILL   (Hester)        the widow at the point
  61. grey eyes, silver hair.
=====================================

CARD 2 -- PEOPLE
BRAN  (Bran Tolley)
  her nephew, 24. eyes blue, hair fair.
=====================================

`;

const CARDS = `${PEOPLE}CARD 3 -- PLACES
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

const objectsOf = (bible: string) =>
  parseBible(bible, ENGLISH).objects.map((o) => [o.line, o.events.map((e) => [e.kind, e.chapter, e.line])]);

describe('a things card with a blank line under its marker', () => {
  it('reads each line below as an object with its events, and the blank line as none', () => {
    const cards = `${PEOPLE}CARD 3 -- THINGS\n\n  The brass key, given to Bran (ch 3).\n  The lamp, lost in the storm (ch 5).\n=====\n`;
    expect(objectsOf(cards)).toEqual([
      [13, [['given', 3, 13]]],
      [14, [['lost', 5, 14]]],
    ]);
  });

  it('reads a line of spaces there as blank too', () => {
    const cards = `${PEOPLE}CARD 3 -- THINGS\n    \n  The brass key, given to Bran (ch 3).\n=====\n`;
    expect(objectsOf(cards)).toEqual([[13, [['given', 3, 13]]]]);
  });
});
