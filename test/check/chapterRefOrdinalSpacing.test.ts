import { describe, expect, it } from 'vitest';
import { chapterRef } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** "dies in the seventh chapter": the chapter a bible names by its ordinal, however many spaces the words stand apart. */

describe('a chapter named by its ordinal', () => {
  it('is that chapter, with one space or more between the words', () => {
    expect(chapterRef('dies in the seventh chapter', ENGLISH)).toBe(7);
    expect(chapterRef('dies in the  seventh chapter', ENGLISH)).toBe(7);
    expect(chapterRef('dies in the seventh  chapter', ENGLISH)).toBe(7);
  });
});
