import { describe, expect, it } from 'vitest';
import { castRead } from '../support/bibleRead.js';

/**
 * A stage or screen cast list's entries ("ANNA KELLER (24) — the ferryman's daughter") and a definition list's
 * terms: the age in the bracket (up to three digits, a number of its own), the entries one after another, a
 * definition that runs on to an indented line.
 */

const read = castRead;

describe('a cast list’s bracket', () => {
  it('gives an age of three digits', () => {
    expect(read('OLD TOM (104) — the oldest man on the island\n')).toEqual([
      ['Old Tom', ['Old Tom', 'Tom'], { age: '104 @1' }],
    ]);
  });

  it('gives no age of a year or an ordinal', () => {
    for (const bracket of ['1931', '24th'])
      expect(read(`ANNA KELLER (${bracket}) — the ferryman's daughter; grey eyes\n`)).toEqual([
        ['Anna Keller', ['Anna Keller', 'Anna', 'Keller'], { eyes: 'grey @1' }],
      ]);
  });

  it('gives the age over a word for one after the name', () => {
    expect(read("ANNA KELLER (24), sixties: the ferryman's widow; grey eyes\n")).toEqual([
      ['Anna Keller', ['Anna Keller', 'Anna', 'Keller'], { age: '24 @1', eyes: 'grey @1' }],
    ]);
  });

  it('reads entries one after another, each with its own line', () => {
    const cast = "ANNA KELLER (24) — the ferryman's daughter; grey eyes\nTOM HALE (40) — the ferryman; brown eyes\n";
    expect(read(cast)).toEqual([
      ['Anna Keller', ['Anna Keller', 'Anna', 'Keller'], { age: '24 @1', eyes: 'grey @1' }],
      ['Tom Hale', ['Tom Hale', 'Tom', 'Hale'], { age: '40 @2', role: 'ferryman @2', eyes: 'brown @2' }],
    ]);
  });
});

describe('a definition list’s term', () => {
  it('reads the definition on to its indented line', () => {
    expect(read('Hester Quayle\n: Narrator. Schoolmistress.\n  Thirty-four, grey eyes.\n')).toEqual([
      ['Hester Quayle', ['Hester Quayle', 'Hester', 'Quayle'], { eyes: 'grey @3', age: '34 @3' }],
    ]);
  });
});
