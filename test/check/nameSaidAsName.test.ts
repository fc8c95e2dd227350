import { describe, expect, it } from 'vitest';
import { checkManuscript } from '../../src/check/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A name said as a name ("had called her Aunt Nell") is nobody in the scene: a pronoun after it is not theirs. */

describe('a name said as a name near a paragraph’s start', () => {
  it('leaves "her" after it to the one who said it', () => {
    const bible = '## Nell Carew\nHair: grey\nNames: Aunt Nell\n\n## Hope Marsh\nHair: auburn\n';
    const book = {
      'chapter_01.md':
        '# One\n\nNell Carew kept the gate. She was tired.\n\nHope Marsh came up the hill.\n\nHope had called her Aunt Nell since she could talk. Her hair was auburn and very long.\n',
    };
    expect(checkManuscript(manuscriptOf(book, bible)).findings.filter((f) => f.category === 'attribute')).toEqual([]);
  });
});
