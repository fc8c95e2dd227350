import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { yearAt } from '../../src/check/storyYears.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The year of the sentence `raw` at `line` (its words `said`) in a chapter written as `text`. */
function yearOf(text: string, line: number, raw: string, said: string): number | undefined {
  const c = manuscriptOf({ 'chapter_01.md': text }).chapters[0];
  if (!c) throw new Error('no chapter');
  return yearAt(c, line, raw, said, ENGLISH);
}

describe("a statement's year, read in its own paragraph", () => {
  it('reads the paragraph the statement is written in, not an earlier one with the same words', () => {
    const text = '# 1966\n\nShe was fifteen.\n\nShe left in the spring of 1960. She was fifteen.\n';
    expect(yearOf(text, 5, 'She was fifteen.', 'fifteen')).toBe(1960);
    expect(yearOf(text, 3, 'She was fifteen.', 'fifteen')).toBe(1966);
  });

  it('reads the paragraph the statement is written in, not the first one of the chapter', () => {
    const text = '# 1966\n\nThe mill closed.\n\nShe left in the spring of 1960. She was fifteen.\n';
    expect(yearOf(text, 5, 'She was fifteen.', 'fifteen')).toBe(1960);
  });
});

describe('a statement said aloud', () => {
  it('stands in the year its whole narration names, to its last word', () => {
    // The words said are blanked in the narration: all of it is before them, even a year with no stop after it.
    const raw = '"I am fifteen," she said in the spring of 1960';
    expect(yearOf(`# 1966\n\n${raw}\n`, 3, raw, 'fifteen')).toBe(1960);
  });
});
