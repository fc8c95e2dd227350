import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards whose things card leaves a line blank (or of spaces) under its marker: the blank line is no object
 * of its own (src/check/bibleTyped.ts, indexCards).
 */

const people = `CARD 1 -- PEOPLE
OLD QUILL   (Hester)        the widow at the point
  61. grey eyes, silver hair.
=====================================

CARD 2 -- PEOPLE
BRAN  (Bran Tolley)
  her nephew, 24. eyes blue, hair fair.
=====================================

`;

const objectsOf = (bible: string) =>
  parseBible(bible, ENGLISH).objects.map((o) => [o.line, o.events.map((e) => [e.kind, e.chapter, e.line])]);

describe('a things card with a blank line under its marker', () => {
  it('reads each line below as an object with its events, and the blank line as none', () => {
    const cards = `${people}CARD 3 -- THINGS\n\n  The brass key, given to Bran (ch 3).\n  The lamp, lost in the storm (ch 5).\n=====\n`;
    expect(objectsOf(cards)).toEqual([
      [13, [['given', 3, 13]]],
      [14, [['lost', 5, 14]]],
    ]);
  });

  it('reads a line of spaces there as blank too', () => {
    const cards = `${people}CARD 3 -- THINGS\n    \n  The brass key, given to Bran (ch 3).\n=====\n`;
    expect(objectsOf(cards)).toEqual([[13, [['given', 3, 13]]]]);
  });
});
