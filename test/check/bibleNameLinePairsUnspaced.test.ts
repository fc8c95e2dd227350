import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's pairs written on their name's own line, parted by commas or semicolons typed with no space after them
 * (src/check/bibleDialects.ts, the name line's inline pairs). Written for these tests.
 */

const BIBLE = `## Characters

Mara Voss: eyes grey,hair black,age 34

Tom Hanlon: eyes blue;hair red
`;

const fields = (text: string) =>
  parseBible(text, ENGLISH).characters.map((c) => [
    c.name,
    c.fields.eyes?.value,
    c.fields.hair?.value,
    c.fields.age?.value,
  ]);

describe("pairs on a name's own line", () => {
  it('are each read when the comma or semicolon between them has no space after it', () => {
    expect(fields(BIBLE)).toEqual([
      ['Mara Voss', 'grey', 'black', '34'],
      ['Tom Hanlon', 'blue', 'red', undefined],
    ]);
  });
});
