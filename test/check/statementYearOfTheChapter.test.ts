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

describe("a statement's year when its paragraph names the chapter's own year", () => {
  it("reads the chapter's year named after an earlier one, not the earlier one", () => {
    const text = '# 1966\n\nShe left in the spring of 1960. She came back in the summer of 1966. She was fifteen.\n';
    expect(yearOf(text, 3, 'She was fifteen.', 'fifteen')).toBe(1966);
  });

  it("leaves out a year after the chapter's, keeping the earlier one", () => {
    const text =
      '# 1966\n\nShe left in the spring of 1960. She would go back in the summer of 1967. She was fifteen.\n';
    expect(yearOf(text, 3, 'She was fifteen.', 'fifteen')).toBe(1960);
  });
});
