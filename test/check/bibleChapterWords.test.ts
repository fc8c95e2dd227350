import { describe, expect, it } from 'vitest';
import { chapterRef, fateChapter } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The chapter a bible's phrase points at, written in words with capitals ("The Third Chapter"). */

describe('a chapter named by an ordinal', () => {
  it('is read with capitals as without', () => {
    expect(chapterRef('in the third chapter', ENGLISH)).toBe(3);
    expect(chapterRef('in The Third Chapter', ENGLISH)).toBe(3);
    expect(fateChapter('Drowns in The Seventh Chapter', ENGLISH)).toBe(7);
  });
});

describe('the chapter of a death', () => {
  it('is the chapter after the death word, not one named before it', () => {
    expect(fateChapter('Leaves the rock in chapter 4, drowns in chapter 9', ENGLISH)).toBe(9);
  });
});
