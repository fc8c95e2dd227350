import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's list of sets whose headings carry a time of day after a dash written close to one side or
 * both ("WARD 7--NIGHT", "THE CHAPEL --DAY", "THE CELLAR-- DAY"): the set is the place, its time of day no part of
 * its name; a dash inside a name ("THE HALL--EAST WING") stays, and a stop after a name ("THE GARDEN.") goes
 * (src/check/bibleTyped.ts, listLine). Written for these tests.
 */

const PAGE = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
     (52) Brown eyes, white hair.
PETER VANCE (deceased) ............ her husband
DR. ALFIE MORROW .................. the relief keeper
WALTER GREIG ...................... harbourmaster, 61

                    SETS

WARD 7--NIGHT -- men's medical, twelve beds.
THE CHAPEL --DAY -- candles lit.
THE CELLAR-- DAY -- cold, damp.
THE HALL--EAST WING -- draughty.
THE GARDEN. -- overgrown.
`;

describe('a cast page’s sets with a time of day after a close dash', () => {
  it('names each set without its time of day, at its own line', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual(['Cora Vance', 'Peter Vance', 'Alfie Morrow', 'Walter Greig']);
    expect(bible.places.slice(0, 3).map((p) => [p.name, p.line])).toEqual([
      ['Ward 7', 12],
      ['The chapel', 13],
      ['The cellar', 14],
    ]);
  });

  it('keeps a dash between two words of a name, and drops a stop after a name', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.places.slice(3).map((p) => [p.name, p.line])).toEqual([
      ['The hall--east wing', 15],
      ['The garden', 16],
    ]);
  });
});
