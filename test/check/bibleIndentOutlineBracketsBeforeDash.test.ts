import { describe, expect, it } from 'vitest';
import { indentOutlineAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** An outline line whose dash follows a bracket with no space ("Nora Vance (b. 1950)- keeper"). Written for these tests. */

const outline = (line: string) =>
  indentOutlineAsMarkdown(`CAST\n  ${line}\n    eyes grey\n`, ENGLISH.bible.record.bareLabel).split('\n');

describe('an outline line with a dash straight after a bracket', () => {
  it('labels itself as it would with the bracket left out, and is left to the record reader', () => {
    expect(outline('Nora Vance (b. 1950)- keeper')).toEqual([
      '# CAST',
      '  Nora Vance (b. 1950)- keeper',
      '- eyes: grey',
      '',
    ]);
  });

  it('is a heading when nothing but the bracket holds a dash', () => {
    expect(outline('Nora Vance (1950 - 2019)')).toEqual(['# CAST', '## Nora Vance (1950 - 2019)', '- eyes: grey', '']);
  });
});
