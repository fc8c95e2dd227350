import { describe, expect, it } from 'vitest';
import { boxedSheetAsMarkdown } from '../../src/check/bibleBoxed.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A boxed title "SECTION A -- PERSONS OF INTEREST": in a case file (entries keyed "A-1  VIDAL, Inés") the part is
 * what it holds, its letter dropped; on a sheet with no keyed entries the title is kept whole
 * (src/check/bibleBoxed.ts, boxedSheetAsMarkdown). Written for these tests.
 */

const RULE = '-'.repeat(30);

describe("a boxed part's lettered title", () => {
  it('is what the part holds in a case file', () => {
    const file = `${RULE}\nSECTION A -- PERSONS OF INTEREST\n${RULE}\n\nA-1  VIDAL, Inés\n Age ......... 34\n`;
    expect(boxedSheetAsMarkdown(file, ENGLISH).split('\n')).toEqual([
      '',
      '## PERSONS OF INTEREST',
      '',
      '',
      '### Inés Vidal',
      '- Age: 34',
      '',
    ]);
  });

  it('is kept whole on a sheet with no keyed entries', () => {
    const sheet = `${RULE}\nPART B -- THE HARBOUR\n${RULE}\n Age ......... 34\n`;
    expect(boxedSheetAsMarkdown(sheet, ENGLISH).split('\n')).toEqual([
      '',
      '## PART B — THE HARBOUR',
      '',
      '- Age: 34',
      '',
    ]);
  });
});
