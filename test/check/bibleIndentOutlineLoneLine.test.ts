import { describe, expect, it } from 'vitest';
import { indentOutlineAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An outline kept by indentation: one line at the margin is the document's title only when lines are indented
 * under it; a lone line with nothing under it stays as written (src/check/bibleFormats.ts, indentOutlineAsMarkdown).
 */

const markdown = (text: string) => indentOutlineAsMarkdown(text, ENGLISH.bible.record.bareLabel).split('\n');

describe('a line at the margin', () => {
  it('is the title over lines indented under it', () => {
    expect(markdown('LAMP NOTES\n  CAST\n    Nora Vance\n      eyes grey')).toEqual([
      '# LAMP NOTES',
      '## CAST',
      '### Nora Vance',
      '- eyes: grey',
    ]);
  });

  it('is no title when it is the only line', () => {
    expect(markdown('Nora Vance\n')).toEqual(['Nora Vance', '']);
  });
});
