import { describe, expect, it } from 'vitest';
import { castAge, isObsidian } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The signs of an Obsidian vault counted line by line (a note's file-name heading, a front-matter fence), each one
 * beside a single [[wikilink]] so that the sign decides; and a cast list's age read only where it opens the words.
 */
describe('an Obsidian vault known by whole lines', () => {
  it('counts a file-name heading only at the start and end of its line', () => {
    expect(isObsidian('[[Mara Voss]]\nSee ## Mara Voss.md\nand ## Tom Hale.md\n')).toBe(false);
    expect(isObsidian('[[Mara Voss]]\n## Mara Voss.md notes\n## Tom Hale.md notes\n')).toBe(false);
  });

  it('counts a file-name heading spaced twice after its hashes, or with spaces after its name', () => {
    expect(isObsidian('[[Mara Voss]]\n##  Mara Voss.md\n##  Tom Hale.md\n')).toBe(true);
    expect(isObsidian('[[Mara Voss]]\n## Mara Voss.md   \n## Tom Hale.md \nShe keeps the light.\n')).toBe(true);
  });

  it('counts a fence of three dashes alone on its line, trailing spaces allowed', () => {
    expect(isObsidian('[[Mara Voss]]\nnotes---\nmore---\nyet---\nlast---\n')).toBe(false);
    expect(isObsidian('[[Mara Voss]]\n--- a\n--- b\n--- c\n--- d\n')).toBe(false);
    expect(isObsidian('[[Mara Voss]]\n----\ntext\n----\ntext\n----\ntext\n----\n')).toBe(false);
    expect(isObsidian('[[Mara Voss]]\n--- \nname: Mara\n--- \n--- \nname: Tom\n--- \n')).toBe(true);
  });
});

describe("a cast list's age", () => {
  it('is read only where it opens the words after the name', () => {
    expect(castAge('aged 34, the keeper', ENGLISH)).toBeUndefined();
    expect(castAge('34, the keeper', ENGLISH)).toEqual({ age: '34', rest: 'the keeper' });
  });
});
