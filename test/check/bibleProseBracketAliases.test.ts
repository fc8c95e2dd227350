import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible in prose that brings someone in with the names she goes by in brackets ("a letter from Lorna Hale (Mum,
 * once Lorna Vass)"): she is a character of her own, each name between the commas one she is also called, the
 * commas spaced or not, a lower-case lead-in ("once") left off (src/check/bibleDialects.ts, proseLines). Bibles
 * written for these tests.
 */

const bibleOf = (inside: string) =>
  `Nora Hale is a nurse in Leeds. She has grey eyes.\n\nNora keeps a letter from Lorna Hale (${inside}), dated 1950.\n`;

describe('the names in brackets after a name in prose', () => {
  const written: Array<[string, string]> = [
    ['a comma and a space', 'Mum, once Lorna Vass'],
    ['a bare comma', 'Mum,once Lorna Vass'],
    ['a comma and two spaces', 'Mum,  once Lorna Vass'],
  ];
  for (const [name, inside] of written)
    it(`are each one she is also called, split at ${name}`, () => {
      expect(parseBible(bibleOf(inside), ENGLISH).characters.map((c) => [c.name, c.line, c.names])).toEqual([
        ['Nora Hale', 1, ['Nora Hale', 'Nora', 'Hale']],
        ['Lorna Hale', 3, ['Lorna Hale', 'Lorna', 'Hale', 'Mum', 'Lorna Vass']],
      ]);
    });
});
