import { describe, expect, it } from 'vitest';
import { boxedSheetAsMarkdown, isBoxedSheet } from '../../src/check/bibleBoxed.js';
import { fixedWidthAsMarkdown } from '../../src/check/bibleFixedWidth.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The titles of bibles saved as plain text: a boxed title whose tag in square brackets is typed against the name or
 * stands after it, a sheet that opens on a line of its own above its first box, and a fixed-width table's title
 * centred with spaces (src/check/bibleBoxed.ts, src/check/bibleFixedWidth.ts). Written for these tests.
 */

const BOXED = [
  'SALT ROAD CAMPAIGN',
  '--------------------------',
  '[NPC]LUIS ROJAS',
  '--------------------------',
  ' Age ............. 19',
  '',
  '--------------------------',
  'MARA VOSS [DECEASED]',
  '--------------------------',
  ' Eyes ............ grey',
  '',
  '--------------------------',
  '[PC] TOM HANLON',
  '--------------------------',
  ' Hair ............ red',
].join('\n');

describe('a boxed sheet', () => {
  it('drops a tag typed against the name, keeps a tag after the name, and leaves a line above the boxes alone', () => {
    expect(isBoxedSheet(BOXED, ENGLISH)).toBe(true);
    expect(boxedSheetAsMarkdown(BOXED, ENGLISH).split('\n')).toEqual([
      'SALT ROAD CAMPAIGN',
      '',
      '## LUIS ROJAS',
      '',
      '- Age: 19',
      '',
      '',
      '## MARA VOSS [DECEASED]',
      '',
      '- Eyes: grey',
      '',
      '',
      '## TOM HANLON',
      '',
      '- Hair: red',
    ]);
  });
});

describe('a fixed-width table', () => {
  it('takes its title centred above it without the spaces', () => {
    const text = ['', '        SHEET 1: CAST   ', 'NAME          AGE', '------------- ---', 'Isabel Rojas   31'].join(
      '\n',
    );
    expect(fixedWidthAsMarkdown(text).split('\n').slice(1, 3)).toEqual(['## SHEET 1: CAST', '| NAME | AGE |']);
  });
});
