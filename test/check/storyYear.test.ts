import { describe, expect, it } from 'vitest';
import { checkTimeline, storyYear } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The story's year from the best evidence, not the first year written: a
 * death remembered in 1988 does not make a book set in 2013 a book of 1988
 * (or, rolled forward, of 1989), when its weekdays and dates all fall right in
 * 2013 and a letter is dated 2013.
 */

const messages = (files: Record<string, string>) =>
  checkTimeline(manuscriptOf(files), ENGLISH).findings.map((f) => f.message);

const backstory = (days: { first: string; second: string; third: string }, letter = true) => ({
  'chapter_01.md': `# One\n\nMy grandfather went out in his boat on Friday the third of June 1988, in a westerly, and the boat came home without him.\n\nOn ${days.first} I took the key from the hook and climbed the stairs.\n`,
  'chapter_02.md': letter
    ? `# Two\n\n> *Hull, 18 March 2013.* Dear Nell, the house is yours if you want it. Uncle Bram.\n\nI read it twice. On ${days.second} the surveyor came.\n`
    : `# Two\n\nI read the will twice. On ${days.second} the surveyor came.\n`,
  'chapter_03.md': `# Three\n\nWe moved the last boxes out on ${days.third}, in the rain.\n`,
});

const RIGHT = {
  first: 'Monday the fourth of March',
  second: 'Friday the twelfth of April',
  third: 'Thursday, 30 May',
};

describe("the story's year", () => {
  it('is the year its weekdays fall right in, when a letter states it, not the year of a death remembered', () => {
    expect(storyYear(manuscriptOf(backstory(RIGHT)), ENGLISH)).toBe(2013);
    expect(messages(backstory(RIGHT))).toEqual([]);
    // One weekday wrong for 2013 is still found, against the year the rest agree on.
    expect(messages(backstory({ ...RIGHT, second: 'Saturday the twelfth of April' }))).toEqual([
      expect.stringContaining("Saturday is not the weekday of 12 April in the story's year (2013), a Friday"),
    ]);
  });

  it('is none when the weekdays agree on a year no date states: they are then held to each other', () => {
    const files = backstory(RIGHT, false);
    expect(storyYear(manuscriptOf(files), ENGLISH)).toBeUndefined();
    expect(messages(files)).toEqual([]);
    expect(messages(backstory({ ...RIGHT, third: 'Wednesday, 30 May' }, false))).toEqual([
      expect.stringContaining('Wednesday 30 May cannot fall in the same year as Monday 4 March'),
    ]);
  });

  it('is still the first year stated when no weekday stands beside a date', () => {
    const files = {
      'chapter_01.md':
        '# One\n\nMy grandmother died on the third of June 1988.\n\nOn the fourth of March 2013 I climbed the stairs.\n',
    };
    expect(storyYear(manuscriptOf(files), ENGLISH)).toBe(1988);
  });
});

describe("the story's year, read once", () => {
  it('is read again for another language of the same manuscript', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nOn the first of October 1936 Greta came down.\n' });
    expect(storyYear(m, ENGLISH)).toBe(1936);
    expect(storyYear(m, wordlessLanguage('xx', 'None'))).toBeUndefined();
    expect(storyYear(m, ENGLISH)).toBe(1936);
  });
});
