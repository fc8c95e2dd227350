import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Tom's Little Ned sat by the fire": a name after a possessive at the opening of a sentence keeps its first word,
 * even one the text also writes in lower case ("a little boy"); only the run's own first word is the sentence's
 * opening. Texts written for these tests.
 */

const castOf = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH)
    .facts.cast.map((c) => c.name)
    .sort();

describe('a name after a possessive opening the sentence', () => {
  it('keeps "Little" of "Little Ned" though "little" is also a word of the text', () => {
    expect(
      castOf("Tom Hale came in. Tom's Little Ned sat by the fire. He was a little boy. Tom's Little Ned slept."),
    ).toEqual(['Little Ned', 'Tom Hale']);
  });
});
