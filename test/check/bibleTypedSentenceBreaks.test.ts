import { describe, expect, it } from 'vitest';
import { reflow } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Where a typed bible's line breaks into sentences: after a stop, its closing quote or bracket. Written for these tests. */

const sentences = (text: string) => reflow([{ text, line: 1 }], ENGLISH).map((l) => l.text);

describe('the sentences of a typed bible’s line', () => {
  it('breaks after a stop, however many spaces follow it', () => {
    expect(sentences('Was drowned.  Grey eyes, brown hair.')).toEqual(['Was drowned.', 'Grey eyes, brown hair.']);
  });

  it('breaks before a sentence opening on a quotation mark, and after one closing a sentence', () => {
    expect(sentences('Drowned in 1948. "Grey eyes," says Ned.')).toEqual([
      'Drowned in 1948.',
      '"Grey eyes," says Ned.',
    ]);
    expect(sentences('Says "Go home." Then leaves.')).toEqual(['Says "Go home."', 'Then leaves.']);
  });
});
