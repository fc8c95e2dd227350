import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A prose bible's bracket after a name ("Aunt Ros (Rosalind Vass, from Leith, hazel eyes)"): its names are hers,
 * and a note in it with a capital ("from Leith") is no name she goes by (src/check/bibleDialects.ts, proseLines).
 * Written for these tests.
 */

describe('a bracket of names and notes after a name in prose', () => {
  it('gives the names in it, not a note that holds a place’s name', () => {
    const bible = 'Aunt Ros (Rosalind Vass, from Leith, hazel eyes) keeps the shop on the quay.\n\nShe is sixty.\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names, c.line])).toEqual([
      ['Aunt Ros', ['Aunt Ros', 'Ros', 'Rosalind Vass'], 1],
    ]);
  });
});
