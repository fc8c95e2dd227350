import { describe, expect, it } from 'vitest';
import { typedBible } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's list of props whose entries go on in indented lines: an indented line is a note on the entry
 * above ("- …"), even one typed in capitals with a dash, never an entry of its own. Written for these tests.
 */

const PAGE = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
PETER VANCE (deceased) ............ her husband
DR. ALFIE MORROW .................. the relief keeper

                    PROPS AND STAGE DRESSING

THE TELESCOPE -- brass, Peter's; on the gallery rail.
    Cora keeps it in the LAMP ROOM.
    SPARE LENS -- in the drawer under it.
`;

describe('an indented line in a typed list of props', () => {
  it('goes on with the entry above as a note', () => {
    const lines = PAGE.split('\n').map((text, i) => ({ text, line: i + 1 }));
    const read = typedBible(lines, ENGLISH);
    expect(read?.lines.filter((l) => l.text !== '').map((l) => [l.text, l.line])).toEqual([
      ['## Dramatis Personae', 2],
      ['## Props And Stage Dressing', 8],
      ["### The telescope — brass, Peter's; on the gallery rail.", 10],
      ['- Cora keeps it in the lamp room.', 11],
      ['- Spare lens -- in the drawer under it.', 12],
    ]);
  });
});
