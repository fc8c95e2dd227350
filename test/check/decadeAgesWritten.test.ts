import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An age as a decade ("Ada Venn is in her late forties"): read whatever the case of its words, and not when the
 * sentence only guesses it ("looked as if he was in his fifties").
 */

describe('an age as a decade', () => {
  it('is read with its part when the words are written in capitals', () => {
    expect(attributesOf('Ada Venn came in. She smiled. Ada Venn is in her Late Forties.')).toEqual([
      'Ada Venn age 46-49',
    ]);
    expect(attributesOf('Ada Venn came in. She smiled. Ada Venn is in her late forties.')).toEqual([
      'Ada Venn age 46-49',
    ]);
  });

  it('is the named man’s when a person is named after it', () => {
    expect(attributesOf('Tom Hale came in. He smiled. Tom Hale is in his fifties, as his brother is.')).toEqual([
      'Tom Hale age 50-59',
    ]);
  });

  it('is no age when the sentence guesses it', () => {
    expect(attributesOf('Tom Hale came in. He smiled. Tom Hale probably was in his fifties.')).toEqual([]);
  });
});
