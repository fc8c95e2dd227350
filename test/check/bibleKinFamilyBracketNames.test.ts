import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "Frost's wife, Lillian (Lil), …": the wife is one of the Frost family, and the other name in her brackets goes
 * with the family's name too (src/check/bibleDialects.ts, proseLines). Written for these tests.
 */

describe('a family member named by kin with another name in brackets', () => {
  it('is known by the bracketed name alone and with the family name', () => {
    const bible = "Adam Frost is a farmer.\n\nFrost's wife, Lillian (Lil), is forty and has grey eyes.\n";
    const lillian = parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Lillian Frost');
    expect(lillian?.names).toEqual(['Lillian Frost', 'Lillian', 'Frost', 'Lil', 'Lil Frost']);
    expect(lillian?.fields).toEqual({ eyes: { value: 'grey', line: 3 }, age: { value: '40', line: 3 } });
  });
});
