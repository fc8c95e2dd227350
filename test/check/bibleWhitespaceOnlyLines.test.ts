import { describe, expect, it } from 'vitest';
import { indentOutlineAsMarkdown, rstAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Lines of nothing but spaces in an indented outline or a reStructuredText table count as blank lines. */
describe('a line of spaces', () => {
  it('does not stop a name in an outline being a heading over the lines indented under it', () => {
    const text = 'LAMP NOTES\n  CAST\n    Nora Vance\n \n      eyes grey';
    expect(indentOutlineAsMarkdown(text, ENGLISH.bible.record.bareLabel).split('\n')).toEqual([
      '# LAMP NOTES',
      '## CAST',
      '### Nora Vance',
      ' ',
      '- eyes: grey',
    ]);
  });

  it('is no second line at the margin of an outline indented throughout: the one line there is still its title', () => {
    const text = '  LAMP NOTES\n    CAST\n      Nora Vance\n  \n        eyes grey';
    expect(indentOutlineAsMarkdown(text, ENGLISH.bible.record.bareLabel).split('\n')).toEqual([
      '# LAMP NOTES',
      '## CAST',
      '### Nora Vance',
      '  ',
      '- eyes: grey',
    ]);
  });

  it("after a simple table's last border closes the table", () => {
    const text = [
      '=====  =====',
      'Name   Eyes',
      '=====  =====',
      'Nora   grey',
      '=====  =====',
      '   ',
      'Mara Voss',
    ].join('\n');
    const md = rstAsMarkdown(text, () => false).split('\n');
    expect(md).toEqual(['', '| Name | Eyes |', '| --- | --- |', '| Nora | grey |', '', '   ', 'Mara Voss']);
  });
});
