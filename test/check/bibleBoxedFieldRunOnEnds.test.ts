import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { boxedSheetAsMarkdown } from '../../src/check/bibleBoxed.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Where a boxed sheet's dotted field stops taking the indented lines under it: a line of spaces only ends it as a
 * blank line does, a centred box's rule right under it ends it too, and a field on the sheet's very first line runs
 * on like any other (src/check/bibleBoxed.ts).
 */

const box = (title: string) => ['-'.repeat(37), title, '-'.repeat(37)];

const SHEET = [
  ' Campaign ........ The Harbour',
  '                   (second season)',
  '',
  ...box('[PC] ISABEL ROJAS'),
  ' Age ............. 31',
  ' Eyes ............ dark brown',
  ' '.repeat(25),
  '                   Lies about her age.',
  '',
  ...box('[NPC] LUIS ROJAS'),
  ' Age ............. 19',
  '',
  ...box('[NPC] TOMÁS QUIROGA'),
  ' Age ............. 50',
].join('\n');

describe('a dotted field’s run-on lines', () => {
  it('stop at a line of spaces: the note under it is no part of the eyes', () => {
    const isabel = parseBible(SHEET, ENGLISH).characters.find((c) => c.name === 'Isabel Rojas');
    expect([isabel?.line, isabel?.fields.eyes?.value, isabel?.fields.eyes?.line]).toEqual([5, 'dark brown', 8]);
    expect(boxedSheetAsMarkdown(SHEET, ENGLISH).split('\n').slice(7, 10)).toEqual([
      '- Eyes: dark brown',
      '',
      'Lies about her age.',
    ]);
  });

  it('are joined to a field on the sheet’s first line too', () => {
    expect(boxedSheetAsMarkdown(SHEET, ENGLISH).split('\n').slice(0, 2)).toEqual([
      '- Campaign: The Harbour (second season)',
      '',
    ]);
  });
});

describe('boxes centred past the fields’ values, with no blank line between entries', () => {
  it('end the field above them: each box is a person with their own fields', () => {
    const centred = (title: string) => [
      `${' '.repeat(12)}${'-'.repeat(30)}`,
      `${' '.repeat(12)}${title}`,
      `${' '.repeat(12)}${'-'.repeat(30)}`,
    ];
    const sheet = [
      ...centred('ISABEL ROJAS'),
      ' Age .... 31',
      ' Eyes ... dark brown',
      ...centred('LUIS ROJAS'),
      ' Age .... 19',
      ' Eyes ... grey',
      ...centred('TOMÁS QUIROGA'),
      ' Age .... 50',
      ' Eyes ... brown',
    ].join('\n');
    expect(
      parseBible(sheet, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value]),
    ).toEqual([
      ['Isabel Rojas', 2, '31', 'dark brown'],
      ['Luis Rojas', 7, '19', 'grey'],
      ['Tomás Quiroga', 12, '50', 'brown'],
    ]);
  });
});
