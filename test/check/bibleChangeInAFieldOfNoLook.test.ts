import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A change of looks told in the line of a field that is no look ("Fate: dyes her hair black in chapter 4 …"): it
 * is recorded as one told in a note is, so the black hair of chapter 5 is no slip.
 */

const BIBLE = `## Characters

### Mara Voss
- Hair: brown
- Fate: dyes her hair black in chapter 4 and sails for Oban

### Ned Hale
- Hair: red, dyed black in chapter 6
- Notes: his eyes turn grey in chapter 8
`;

describe('a change told in a field that is no look', () => {
  it('records the change of a fate’s line, and each change of a look’s or a note’s line once', () => {
    expect(parseBible(BIBLE, ENGLISH).changes.map((c) => [c.character, c.field, c.value, c.chapter, c.line])).toEqual([
      ['Mara Voss', 'hair', 'black', 4, 5],
      ['Ned Hale', 'hair', 'black', 6, 8],
      ['Ned Hale', 'eyes', 'grey', 8, 9],
    ]);
  });
});
