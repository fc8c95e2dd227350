import { describe, expect, it } from 'vitest';
import { fateChapter } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A death "before the story opens" falls before chapter 1; one "before the story ends" falls inside the story, in
 * the chapter the entry names or in none it says. Written for this test.
 */

describe('a death before the story ends', () => {
  it('is no death before the story opens', () => {
    expect(fateChapter('Died before the story opens.', ENGLISH)).toBe(0);
    expect(fateChapter('Died before the book.', ENGLISH)).toBe(0);
    expect(fateChapter('Dies in chapter 7, before the story ends.', ENGLISH)).toBe(7);
    expect(fateChapter('Dies before the book is over.', ENGLISH)).toBeUndefined();
  });
});
