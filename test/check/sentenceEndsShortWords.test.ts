import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { splitSentences } from '../../src/check/text.js';

/**
 * A stop after a word that only looks like a short month or weekday ("nun", "Nun" beside "Jun"), before a number:
 * the sentence ends there, as it does after any word. Each language is met for the first time (its pattern built
 * then).
 */

describe('a stop after a word spelt like a short month but for its first letter', () => {
  const texts = (text: string) => splitSentences(text, 1, { ...ENGLISH }).map((s) => s.text);

  it('ends the sentence before a number, in lower case', () => {
    expect(texts('He met a nun. 3 more came up the hill.')).toEqual(['He met a nun.', '3 more came up the hill.']);
  });

  it('ends the sentence before a number, with a capital', () => {
    expect(texts('They sang for the Nun. 2 choirs stood.')).toEqual(['They sang for the Nun.', '2 choirs stood.']);
  });

  it('does not end it after the short month itself', () => {
    expect(texts('It was 4 Jun. 1903 in the log.')).toHaveLength(1);
  });
});
