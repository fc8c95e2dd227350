import { describe, expect, it } from 'vitest';
import { gedcomAsMarkdown } from '../../src/check/bibleGedcom.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A GEDCOM person's name with no space before the surname's slashes, and a person with no name at all. */

const TREE = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '0 @I1@ INDI',
  '1 NAME Mara/Voss/',
  '1 SEX F',
  '0 @I2@ INDI',
  '1 SEX M',
  '1 OCCU Ferryman',
  '0 TRLR',
  '',
].join('\n');

describe('the names of a GEDCOM tree', () => {
  it('parts a surname in slashes from the given name written close up ("Mara/Voss/" is Mara Voss)', () => {
    expect(gedcomAsMarkdown(TREE, 'Characters', ENGLISH.months)).toContain('### Mara Voss\n');
  });

  it('makes no one of a person with no name', () => {
    const headings = gedcomAsMarkdown(TREE, 'Characters', ENGLISH.months)
      .split('\n')
      .filter((l) => l.startsWith('### '));
    expect(headings).toEqual(['### Mara Voss']);
  });

  it('opens on the people when the tree has no note of its own (no empty "Notes" heading)', () => {
    expect(gedcomAsMarkdown(TREE, 'Characters', ENGLISH.months)).toMatch(/^## Characters\n\n### Mara Voss\n/);
  });
});
