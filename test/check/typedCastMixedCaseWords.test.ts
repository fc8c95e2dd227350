import { describe, expect, it } from 'vitest';
import { typedBible } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's names in capitals are written as names ("CORA VANCE" → "Cora Vance"), but a word the typist
 * set in mixed case ("MacKAY", "LLoyd") stays as typed (bibleTyped.ts, nameCase). Written for these tests.
 */

const CAST = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
ANGUS MacKAY ...................... the ferryman
LLoyd PRICE ....................... the harbourmaster
DR. ALFIE MORROW .................. the relief keeper
`;

describe('a typed cast page’s names', () => {
  it('write words in capitals as a name, and keep words in mixed case as typed', () => {
    const lines = CAST.split('\n').map((text, i) => ({ text, line: i + 1 }));
    expect(typedBible(lines, ENGLISH)?.records.map((r) => r.name)).toEqual([
      'Cora Vance',
      'Angus MacKAY',
      'LLoyd Price',
      'Alfie Morrow',
    ]);
  });
});
