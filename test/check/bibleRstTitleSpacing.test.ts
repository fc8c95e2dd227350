import { describe, expect, it } from 'vitest';
import { rstAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * A reStructuredText bible's titles and text with spaces where a typist leaves them: a title centred between its
 * overline and underline (" Characters "), a title with spaces after it over a rule as long as its words, a short
 * rule with spaces after it under a long line (no underline), a definition's indented text over a rule (no title),
 * text indented one space, and markdown's hard break (two spaces at a line's end) on a line at the margin.
 * Documents written for these tests.
 */

const markdown = (rst: string) => rstAsMarkdown(rst, () => false).split('\n');

describe('a title between an overline and an underline', () => {
  it('is the heading of its words, without the spaces that centre it', () => {
    expect(markdown('===========\n Characters \n===========\n\n.. note:: kept\n')).toEqual([
      '',
      '# Characters',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('a line over a rule', () => {
  it('is a title when the rule is as long as its words, spaces after them or not', () => {
    expect(markdown('Mara Voss          \n=======\n\nThe keeper.\n')).toEqual([
      '# Mara Voss',
      '',
      '',
      'The keeper.',
      '',
    ]);
  });

  it('is no title when the rule is much shorter than its words, spaces after the rule or not', () => {
    expect(markdown('Mara Voss keeps the light\n=====               \n')[0]).toBe('Mara Voss keeps the light');
  });

  it("is no title when it is a definition's indented text", () => {
    expect(markdown('Mara Voss\n    The keeper.\n---------------\n')).toEqual([
      '**Mara Voss**',
      'The keeper.',
      '---------------',
      '',
    ]);
  });
});

describe('text indented one space', () => {
  it('is brought to the margin, under a term or alone', () => {
    expect(markdown('Cast\n====\n\n Kept by the sea.\n\nMara Voss\n The keeper.\n')).toEqual([
      '# Cast',
      '',
      '',
      'Kept by the sea.',
      '',
      '**Mara Voss**',
      'The keeper.',
      '',
    ]);
  });
});

describe('a line at the margin', () => {
  it("keeps markdown's hard break (two spaces at its end), and a line of spaces stays as it is", () => {
    expect(markdown('Cast\n====\n\nThe keeper.  \nOf the light.\n   \nEnd.\n')).toEqual([
      '# Cast',
      '',
      '',
      'The keeper.  ',
      'Of the light.',
      '   ',
      'End.',
      '',
    ]);
  });
});
