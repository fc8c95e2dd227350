import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * What a dotted leader's name must be for the line to be a cast page's entry: a name in capitals of three letters
 * or more ("ANN"), most of its letters capitals ("ANA van BEEK", seven of ten); a leader after words in mixed case
 * ("Prologue ........ 1") is a contents page's line, no one's entry.
 */

const names = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => c.name);

describe("a cast page's names in capitals", () => {
  it('reads a contents page of leaders in mixed case as no cast', () => {
    const bible = `# The Salt Road

Prologue ................ 1
The Storm ............... 12
Aftermath ............... 30

## Characters

### Cora Vance
- eyes: brown
`;
    expect(names(bible)).toEqual(['Cora Vance']);
  });

  it('counts a name of three capitals as an entry: three leaders make the page', () => {
    const bible = `CORA VANCE ................ a lighthouse keeper
WALTER GREIG .............. harbourmaster, 61
ANN ....................... a girl, 9
`;
    const cast = parseBible(bible, ENGLISH).characters;
    expect(cast.map((c) => c.name)).toEqual(['Cora Vance', 'Walter Greig', 'Ann']);
    expect(cast.find((c) => c.name === 'Ann')?.fields.age).toEqual({ value: '9', line: 3 });
  });

  it('reads a leader after two capitals as no entry of its own', () => {
    const bible = `CORA VANCE ................ a lighthouse keeper
WALTER GREIG .............. harbourmaster, 61
ALFIE MORROW .............. the relief keeper
AL ........................ a boy
`;
    expect(names(bible)).toEqual(['Cora Vance', 'Walter Greig', 'Alfie Morrow']);
  });

  it('reads a name seven tenths in capitals as an entry ("ANA van BEEK")', () => {
    const bible = `CORA VANCE ................ a lighthouse keeper
WALTER GREIG .............. harbourmaster, 61
ALFIE MORROW .............. the relief keeper
ANA van BEEK .............. the cook, 40
`;
    const cast = parseBible(bible, ENGLISH).characters;
    expect(cast.map((c) => c.name)).toEqual(['Cora Vance', 'Walter Greig', 'Alfie Morrow', 'Ana van Beek']);
    expect(cast.find((c) => c.name === 'Ana van Beek')?.fields).toMatchObject({
      age: { value: '40', line: 4 },
      role: { value: 'cook', line: 4 },
    });
  });
});
