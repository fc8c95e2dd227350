import { describe, expect, it } from 'vitest';
import { datedDeath } from '../../src/check/checks/deathDay.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A death the bible dates by day and month only, placed by the days the text tells. Written for these tests. */

const CHAPTERS = {
  'chapter_01.md': '# One\n\nOn Monday, the second of March, 1953, Ada Brenner opened the shop.\n',
  'chapter_02.md': '# Two\n\nOn Saturday, the fourteenth of March, the shutters stayed down.\n',
};

describe("a bible's death dated without a year", () => {
  it('names the day and month only, with the chapter it falls in', () => {
    const m = manuscriptOf(
      CHAPTERS,
      '## Characters\n\n### Ada Brenner\n\n- Age: 60\n- Status: dies 9 March, at home\n',
    );
    const ada = m.bible.characters[0];
    expect(ada && datedDeath(m, ENGLISH, ada)?.at).toEqual({
      file: 'bible.md',
      line: 6,
      source: 'bible',
      text: 'dies on 9 March, in chapter 1',
    });
  });
});
