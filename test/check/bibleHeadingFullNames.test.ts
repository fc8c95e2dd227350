import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "## Aunt Rose" over prose that opens on her full name: the record is that full name, all of its words (three of
 * them, or two typed with a double space), however the sentence goes on, and the heading's name is kept as another
 * (src/check/bibleDialects.ts, fullNameIn). Bibles written for these tests.
 */

const read = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name.replace(/\s+/g, ' '), c.line, c.names.at(-1)]);

describe('a record’s full name in the prose under its heading', () => {
  it('keeps all three words of a three-word name', () => {
    expect(read("## Aunt Rose\nRose Mary Penhallow, Hester's aunt, sixty. Grey eyes, white hair.\n")).toEqual([
      ['Rose Mary Penhallow', 1, 'Aunt Rose'],
    ]);
  });

  it('is found when its words are spaced twice', () => {
    expect(read("## Aunt Rose\nRose  Penhallow, Hester's aunt, sixty. Grey eyes, white hair.\n")).toEqual([
      ['Rose Penhallow', 1, 'Aunt Rose'],
    ]);
  });

  it('is whole before a word that opens on s', () => {
    expect(read('## Aunt Rose\nRose Penhallow sells hats in Truro. Grey eyes, white hair.\n')).toEqual([
      ['Rose Penhallow', 1, 'Aunt Rose'],
    ]);
  });
});
