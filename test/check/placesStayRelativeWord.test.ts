import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A stay far off holds until the text brings the person back, but a relative clause whose pronoun stands a word
 * before the name ("the roof which one Lenny fell off") tells of them, no presence. Texts written for these tests.
 */

const lines = (files: Record<string, string>) =>
  awayButHere(manuscriptOf(files), ENGLISH).map((f) => `${f.file}:${f.line}`);

const book = (later: string) => ({
  'chapter_01.md':
    '# One\n\nRosa Lind came home to the farm on the bus. She carried her case up the lane.\n\nLenny Marsh is in Korea.\n',
  'chapter_02.md': `# Two\n\nRosa fed the hens in the rain. She was cold.\n\n${later}\n`,
});

describe('a relative clause with a word between its pronoun and the name', () => {
  it('is no presence of the one away', () => {
    expect(lines(book('Rosa looked at the roof which one Lenny fell off in 1950, and went in.'))).toEqual([]);
  });

  it('is a presence when no pronoun stands before', () => {
    expect(lines(book('Rosa looked at the roof, and Lenny fell off it into the yard.'))).toEqual(['chapter_02.md:5']);
  });
});
