import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Lines keyed at the margin ("A-1  MARSH, Ottilie") make a case file only when dotted fields stand under them
 * (src/check/bibleBoxed.ts, isBoxedSheet): a list of file codes under an outline bible leaves the outline as it was
 * read. Texts written for this test.
 */

describe('a list of file codes with no dotted fields under them', () => {
  it('leaves an outline bible read as an outline, with no one named for its title', () => {
    const bible = [
      'Characters',
      '    Ottilie Marsh',
      '        Eyes: hazel',
      '    Pieter Haas',
      '        Eyes: grey',
      '',
      'File codes',
      '',
      'A-1  MARSH, Ottilie',
      'A-2  HAAS, Pieter',
      'A-3  CRUZ, Ruth',
      '',
    ].join('\n');
    expect(
      parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.eyes?.line]),
    ).toEqual([
      ['Ottilie Marsh', 'hazel', 3],
      ['Pieter Haas', 'grey', 5],
    ]);
  });
});
