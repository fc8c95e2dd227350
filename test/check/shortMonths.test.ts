import { describe, expect, it } from 'vitest';
import { datesIn } from '../../src/check/dates.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { splitSentences } from '../../src/check/text.js';
import { manuscriptOf } from '../support/manuscript.js';

describe('a short month with its full stop', () => {
  it('keeps the year after "Sept." and "Sep.", but takes none across a sentence after a whole month', () => {
    expect(datesIn('Mon. 14 Sept. 1903. 9h.', ENGLISH)).toMatchObject([{ day: 14, month: 9, year: 1903 }]);
    expect(datesIn('on Sept. 14, 1903', ENGLISH)).toMatchObject([{ day: 14, month: 9, year: 1903 }]);
    expect(datesIn('14 Sep. 1903', ENGLISH)).toMatchObject([{ year: 1903 }]);
    expect(datesIn('on 4 March. 1903 was a hard year', ENGLISH)).toEqual([{ day: 4, month: 3, index: 3, length: 7 }]);
  });

  it('ends no sentence at "Sept." or "Mon." before a number, and still ends one before a capital', () => {
    const sentences = (text: string) => splitSentences(text, 1, ENGLISH).map((s) => s.text);
    expect(sentences('Mon. 14 Sept. 1903. Fog on the hill.')).toEqual(['Mon. 14 Sept. 1903.', 'Fog on the hill.']);
    expect(sentences('It was the end of Sept. The rain came.')).toEqual(['It was the end of Sept.', 'The rain came.']);
  });

  it('takes the story’s year from a dated log line, so a wrong weekday in the narration is found', () => {
    const m = manuscriptOf(
      {
        'chapter_01.md': '# One\n\n> Mon. 14 Sept. 1903. 9h. Fog. — G.M.\n\nGrace reads the glass.\n',
        'chapter_02.md': '# Two\n\nOn Friday 24 September the sky is clean. Grace walks out.\n',
      },
      '',
    );
    expect(checkManuscript(m).findings.map((f) => `${f.file}:${f.line} ${f.category}`)).toEqual([
      'chapter_02.md:3 timeline',
    ]);
  });
});
