import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "Frost's wife, Lillian (Lil)": the other name in her brackets goes with the family's name too, however it is
 * written in them: in quotes, or with spaces inside the brackets (src/check/bibleDialects.ts, proseLines). Texts
 * written for these tests.
 */

const namesOfLillian = (bracket: string) =>
  parseBible(
    `Adam Frost is a farmer.\n\nFrost's wife, Lillian ${bracket}, is forty and has grey eyes.\n`,
    ENGLISH,
  ).characters.find((c) => c.name === 'Lillian Frost')?.names;

describe('a family member’s other name in brackets', () => {
  it('is known with the family name when written in quotes', () => {
    expect(namesOfLillian('("Lil")')).toEqual(['Lillian Frost', 'Lillian', 'Frost', 'Lil', 'Lil Frost']);
  });

  it('is known with the family name when the brackets hold spaces around it', () => {
    expect(namesOfLillian('( Lil )')).toEqual(['Lillian Frost', 'Lillian', 'Frost', 'Lil', 'Lil Frost']);
  });
});
