import { describe, expect, it } from 'vitest';
import { typedBible } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's list of props whose entries part their name from their note by a spaced em or en dash, and a
 * line that only has a word in capitals after a word in lower case (src/check/bibleTyped.ts, listLine). Written for
 * these tests.
 */

const PAGE = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
PETER VANCE (deceased) ............ her husband
DR. ALFIE MORROW .................. the relief keeper

                    PROPS AND STAGE DRESSING

THE TELESCOPE — brass, Peter's; on the gallery rail.
THE LOG BOOK – kept by Cora from chapter 2.
Spare LENS -- in the drawer under it.
`;

describe('a typed list of props with dashes', () => {
  it('heads an entry at a spaced em or en dash, and leaves a line opening in lower case a note', () => {
    const lines = PAGE.split('\n').map((text, i) => ({ text, line: i + 1 }));
    const read = typedBible(lines, ENGLISH);
    expect(read?.lines.filter((l) => l.text !== '').map((l) => [l.text, l.line])).toEqual([
      ['## Dramatis Personae', 2],
      ['## Props And Stage Dressing', 8],
      ["### The telescope — brass, Peter's; on the gallery rail.", 10],
      ['### The log book — kept by Cora from chapter 2.', 11],
      ['- Spare lens -- in the drawer under it.', 12],
    ]);
  });
});
