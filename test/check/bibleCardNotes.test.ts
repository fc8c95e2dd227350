import { describe, expect, it } from 'vitest';
import { numberedLinesOf } from '../support/bibleRead.js';

/**
 * Index cards' shorthand as entry lines: a things card's heading with its note after "--" ("THE BRASS KEY -- KEPT
 * IN TUCK'S DRAWER"), the note in prose's case and a name the cards give ("TUCK") written as a name in its
 * possessive too; a when card's lines, their dotted leaders a dash and their short years in full.
 */

const CARDS = `CARD 1 -- PEOPLE
TUCK  (Thomas Keogh)
  the narrator, 24. eyes blue, hair fair.
=====================================

CARD 2 -- THINGS
THE BRASS KEY -- KEPT IN TUCK'S DRAWER
  kept in the drawer.
=====================================

CARD 3 -- WHEN
  Mon 4 Oct 76 ...... ch 1
  Wed 6 Oct 1976 ...... ch 3
=====================================
`;

const lines = numberedLinesOf;

describe('index cards’ shorthand', () => {
  it('writes a things card’s heading with its note, a name in the note as a name, possessive and all', () => {
    expect(lines(CARDS)).toEqual(
      expect.arrayContaining([
        '7 ## Objects',
        "7 ### The brass key — Kept in Tuck's drawer",
        '8 - kept in the drawer.',
      ]),
    );
  });

  it('writes a when card’s lines with a dash for their leaders and their years in full', () => {
    expect(lines(CARDS)).toEqual(
      expect.arrayContaining(['12 ## Timeline', '12 - Mon 4 Oct 1976 — chapter 1', '13 - Wed 6 Oct 1976 — chapter 3']),
    );
  });
});
