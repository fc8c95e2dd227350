import { describe, expect, it } from 'vitest';
import { storyYear } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** Weekdays beside dates said aloud are the speaker's, not the narration's calendar. Written for these tests. */

describe("the story's year, with weekdays in speech", () => {
  it('stays the year the narration states when someone speaks of days that fall right in another year', () => {
    const files = {
      'chapter_01.md':
        '# One\n\nOn Thursday, the first of October, 1936, Greta Holtz came down to breakfast.\n\n"We sail on Monday the fourth of March," said Bram, "and come back on Friday the twelfth of April."\n',
    };
    expect(storyYear(manuscriptOf(files), ENGLISH)).toBe(1936);
  });

  it('is set aside when the narration itself tells those days', () => {
    const files = {
      'chapter_01.md':
        '# One\n\nOn Thursday, the first of October, 1936, Greta Holtz came down to breakfast.\n\nWe sailed on Monday the fourth of March and came back on Friday the twelfth of April.\n',
    };
    expect(storyYear(manuscriptOf(files), ENGLISH)).toBeUndefined();
  });
});
