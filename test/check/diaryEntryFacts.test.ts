import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

// "**Thursday 12 November 1908.** Tam Tregarne came up the path. He is forty-one.": an entry headed by its date in
// bold or italics is the diarist's telling, and its looks and ages are read as narration's are.
describe('a diary entry headed by its date in bold', () => {
  it('gives its looks and ages to the people it names', () => {
    const entry =
      '**Thursday 12 November 1908.** Tam Tregarne came up the path at noon. He is forty-one. His hair was red.';
    expect(attributesOf(entry, 'Tam Tregarne sat down. Tam Tregarne laughed.')).toEqual(
      expect.arrayContaining(['Tam Tregarne age 41', 'Tam Tregarne hair red']),
    );
  });

  it('reads nothing from a paragraph in italics that is no dated entry', () => {
    const letter = '*Tam Tregarne came up the path at noon. He is forty-one. His hair was red.*';
    expect(attributesOf(letter, 'Tam Tregarne sat down. Tam Tregarne laughed.')).toEqual([]);
  });
});
