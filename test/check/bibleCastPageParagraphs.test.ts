import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page whose entries stand apart: a name with dotted leaders, a blank line, then the entry's indented
 * paragraph. The paragraph is the entry's, not the last entry's on the page (src/check/bibleTyped.ts, castPage).
 */

const PAGE = `CAST OF CHARACTERS

MARA VOSS .............. the keeper, thirty-four

    Grey eyes, black hair.

    Keeps the log.

TOMAS REYES ............ her assistant, twenty

    Brown eyes.
IDA BELL ............... the postmistress, sixty
`;

const fieldsOf = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    c.fields.eyes?.value,
    c.fields.hair?.value,
    c.fields.age?.value,
  ]);

describe('a cast page with a blank line under each entry', () => {
  it("gives each indented paragraph to the entry above it, across blank lines, and none to the page's last entry", () => {
    expect(fieldsOf(PAGE)).toEqual([
      ['Mara Voss', 'Grey', 'black', '34'],
      ['Tomas Reyes', 'Brown', undefined, '20'],
      ['Ida Bell', undefined, undefined, '60'],
    ]);
  });

  it("takes an indented paragraph after blank lines only: one at the margin is not the entry's", () => {
    expect(fieldsOf(`${PAGE}\n\n    Blue eyes.\n`).at(-1)).toEqual(['Ida Bell', 'Blue', undefined, '60']);
    const margin = PAGE.replace('\n    Brown eyes.\n', '\nBrown eyes.\n\n');
    expect(fieldsOf(margin)[1]).toEqual(['Tomas Reyes', undefined, undefined, '20']);
  });
});
