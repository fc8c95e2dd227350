import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page whose next list's title is centred and four words long ("PROPS AND STAGE DRESSING"): the
 * title of the page's props, set in as the page sets it, and the list under it the bible's objects, no one's entry.
 * Written for these tests.
 */

const PAGE = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
     (52) Brown eyes, white hair.
PETER VANCE (deceased) ............ her husband
DR. ALFIE MORROW .................. the relief keeper
WALTER GREIG ...................... harbourmaster, 61

                    PROPS AND STAGE DRESSING

THE TELESCOPE -- brass, Peter's; on the gallery rail.
`;

describe('a centred title of four words on a cast page', () => {
  it('opens the list of props: its lines are objects, not people', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual(['Cora Vance', 'Peter Vance', 'Alfie Morrow', 'Walter Greig']);
    expect(bible.objects.map((o) => o.name)).toEqual(['The telescope']);
  });
});
