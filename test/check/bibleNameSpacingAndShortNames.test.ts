import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** An entry's name typed with two spaces, names of two letters, and fields spaced about their dashes. */

const cast = (entry: string) =>
  parseBible(`## Characters\n\n${entry}\n`, ENGLISH).characters.map((c) => ({
    name: c.name,
    names: c.names,
    eyes: c.fields.eyes?.value,
    hair: c.fields.hair?.value,
  }));

describe("a character entry's names", () => {
  it('reads a name typed with two spaces as the name with one', () => {
    expect(cast('### Rose  Penhallow\n- Eyes: grey')).toEqual([
      { name: 'Rose Penhallow', names: ['Rose Penhallow', 'Rose', 'Penhallow'], eyes: 'grey', hair: undefined },
    ]);
  });

  it('keeps a name of two letters, in the full name or in brackets', () => {
    expect(cast('### Jo Li (Al)\n- Eyes: grey')).toEqual([
      { name: 'Jo Li', names: ['Jo Li', 'Al', 'Jo', 'Li'], eyes: 'grey', hair: undefined },
    ]);
  });
});

describe("a character entry's remark in brackets", () => {
  it('is no name when it has no capital in it', () => {
    expect(cast('### Tom Hale (the boy)\n- Eyes: grey').map((c) => c.names)).toEqual([['Tom Hale', 'Tom', 'Hale']]);
  });
});

describe("a character entry's fields", () => {
  it('reads two fields on a line split by a dash with more than one space about it', () => {
    expect(cast('### Mara Voss\nEyes: grey  —  hair: black')).toEqual([
      { name: 'Mara Voss', names: ['Mara Voss', 'Mara', 'Voss'], eyes: 'grey', hair: 'black' },
    ]);
  });
});
