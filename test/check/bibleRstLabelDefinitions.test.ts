import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A reStructuredText bible's definition list whose term is a label ("Eyes" over an indented "grey") under a
 * person's entry: the label and its value are one field of that person wherever the pair stands, at the file's very
 * end, before a line of spaces, or right after the person's own indented lines (src/check/bibleFormats.ts,
 * rstAsMarkdown). Bibles written for these tests.
 */

const MARA = 'People\n------\n\nMara Voss\n    The keeper, thirty-four.\n\n    :Role: keeper\n';
const TOMAS = 'Tomas Reyes\n    Relief man.\n';

const read = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value, c.fields.eyes?.line]);

describe("a label's definition under a person", () => {
  it('is their field at the end of a file with no newline after it', () => {
    expect(read(`${MARA}\nEyes\n    grey`)).toEqual([['Mara Voss', 4, 'grey', 9]]);
  });

  it('is their field before a line of spaces and the next person', () => {
    expect(read(`${MARA}\nEyes\n    grey\n    \n${TOMAS}`)).toEqual([
      ['Mara Voss', 4, 'grey', 9],
      ['Tomas Reyes', 12, undefined, undefined],
    ]);
  });

  it('is their field when the label follows their lines with no blank line between', () => {
    expect(read(`${MARA}Eyes\n    grey\n\n${TOMAS}`)).toEqual([
      ['Mara Voss', 4, 'grey', 8],
      ['Tomas Reyes', 11, undefined, undefined],
    ]);
  });
});
