import { describe, expect, it } from 'vitest';
import { typedBible } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's list of props (src/check/bibleTyped.ts, listLine): entries that part their name from their
 * note by a spaced em or en dash, a line that only has a word in capitals after a word in lower case, and entries
 * that go on in indented lines (a note on the entry above, even one typed in capitals with a dash, never an entry of
 * its own). Written for these tests.
 */

const CAST = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
PETER VANCE (deceased) ............ her husband
DR. ALFIE MORROW .................. the relief keeper

                    PROPS AND STAGE DRESSING

`;

/** The page's lines in writer's shape, blank ones left out, with their lines. */
const read = (props: string) => {
  const lines = `${CAST}${props}`.split('\n').map((text, i) => ({ text, line: i + 1 }));
  return typedBible(lines, ENGLISH)
    ?.lines.filter((l) => l.text !== '')
    .map((l) => [l.text, l.line]);
};

describe('a typed list of props with dashes', () => {
  it('heads an entry at a spaced em or en dash, and leaves a line opening in lower case a note', () => {
    const props = [
      "THE TELESCOPE — brass, Peter's; on the gallery rail.",
      'THE LOG BOOK – kept by Cora from chapter 2.',
      'Spare LENS -- in the drawer under it.',
      '',
    ].join('\n');
    expect(read(props)).toEqual([
      ['## Dramatis Personae', 2],
      ['## Props And Stage Dressing', 8],
      ["### The telescope — brass, Peter's; on the gallery rail.", 10],
      ['### The log book — kept by Cora from chapter 2.', 11],
      ['- Spare lens -- in the drawer under it.', 12],
    ]);
  });
});

describe('an indented line in a typed list of props', () => {
  it('goes on with the entry above as a note', () => {
    const props = [
      "THE TELESCOPE -- brass, Peter's; on the gallery rail.",
      '    Cora keeps it in the LAMP ROOM.',
      '    SPARE LENS -- in the drawer under it.',
      '',
    ].join('\n');
    expect(read(props)).toEqual([
      ['## Dramatis Personae', 2],
      ['## Props And Stage Dressing', 8],
      ["### The telescope — brass, Peter's; on the gallery rail.", 10],
      ['- Cora keeps it in the lamp room.', 11],
      ['- Spare lens -- in the drawer under it.', 12],
    ]);
  });
});
