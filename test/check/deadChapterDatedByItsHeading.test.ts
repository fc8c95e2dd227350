import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { chapterOfDeathDay } from '../../src/check/checks/deathDay.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A book whose chapters are each headed by the day they tell ("# Monday, 7 March 1921"): the heading sets the
 * chapter's day, so a day the narration recalls before it (a backstory's "the ninth of November", no year given) does
 * not set a chapter read before a death after that death. Texts written for these tests.
 */

const CHAPTERS = {
  'chapter_01.md':
    '# Monday, 7 March 1921\n\nOn Monday, the seventh of March 1921, Ruth Keller carried the milk across the yard.\n',
  'chapter_02.md':
    '# Friday, 22 April 1921\n\nThe weir ran high and brown that morning. Her brother had gone into it on the ninth of November, the year the mill shut.\n\nOtto Brandt walked up from the lock and shouted for the dogs.\n',
  'chapter_03.md': '# Sunday, 5 June 1921\n\nOtto Brandt lay still under the blanket by morning.\n',
  'chapter_04.md': '# Tuesday, 12 July 1921\n\nOtto Brandt walked up from the lock and shouted for the dogs.\n',
};

const BIBLE = '## Characters\n\n### Otto Brandt\n\n- Age: 70\n- Dies: Sunday 5 June 1921 (chapter 3), in his bed\n';

describe('a chapter dated by its heading', () => {
  it('reads a chapter read before the death as before it, whatever backstory day its narration recalls first', () => {
    const found = checkDead(manuscriptOf(CHAPTERS, BIBLE), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);
    expect(found).toEqual(['chapter_04.md:3']);
  });

  it('places a dated death by the chapters’ headings', () => {
    const m = manuscriptOf(CHAPTERS, '## Characters\n\n### Otto Brandt\n\n- Age: 70\n');
    expect(chapterOfDeathDay(m, ENGLISH, { day: 1, month: 5, year: 1921 })).toBe(1);
    expect(chapterOfDeathDay(m, ENGLISH, { day: 6, month: 6, year: 1921 })).toBe(2);
  });
});
