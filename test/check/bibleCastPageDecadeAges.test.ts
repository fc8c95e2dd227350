import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A typed cast page's note that gives a decade alone ("harbourmaster, 60s"): the person's age is that decade. */
const PAGE = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
     (52) Brown eyes, white hair.
PETER VANCE (deceased) ............ her husband
WALTER GREIG ...................... harbourmaster, 60s
`;

describe("a decade among a typed cast page's notes", () => {
  it('reads the decade as the age, as written', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value])).toEqual([
      ['Cora Vance', '52'],
      ['Peter Vance', undefined],
      ['Walter Greig', '60s'],
    ]);
  });
});
