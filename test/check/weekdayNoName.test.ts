import { describe, expect, it } from 'vitest';
import { explainFacts } from '../../src/check/explain.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Language } from '../../src/check/lang/language.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A weekday, or weekdays in the plural ("Sundays"), is a day and never a person — even in a language whose list of
 * words capitalised anyway leaves the days out.
 */

const BOOK = {
  'chapter_01.md':
    '# One\n\nOn the quay Tomas Reyes said that Sunday came too soon. Tomas Reyes said that Sunday walked slowly.\n\nTomas Reyes said that Sundays came too soon. Tomas Reyes said that Sundays walked slowly.\n',
  'chapter_02.md':
    '# Two\n\nThat week Tomas Reyes said Sunday came late. Tomas Reyes said that Sundays came late.\n\nTomas Reyes nodded.\n',
};

describe('a weekday among the names', () => {
  it('reads neither "Sunday" nor "Sundays" as a character', () => {
    const lang: Language = {
      ...ENGLISH,
      properWords: new Set([...ENGLISH.properWords].filter((w) => !ENGLISH.weekdays.includes(w))),
    };
    const names = explainFacts(manuscriptOf(BOOK, '', lang), lang).characters.map((c) => c.name);
    expect(names).toContain('Tomas Reyes');
    expect(names).not.toContain('Sunday');
    expect(names).not.toContain('Sundays');
  });
});
