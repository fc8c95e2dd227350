import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { unfoldedProperties } from '../../src/check/bibleVcard.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** vCards saved with Unix line ends (LF, no CR), their long lines folded all the same. Cards written for these tests. */

const CARD = [
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Mara Voss',
  'X-EYES:grey',
  'NOTE:Dies in chapter_04.md when the',
  '  ferry sinks.',
  'END:VCARD',
  '',
].join('\n');

describe('a vCard with LF line ends', () => {
  it('joins a folded line to the one before it', () => {
    expect(unfoldedProperties(CARD)).toEqual([
      ['BEGIN', 'VCARD'],
      ['VERSION', '4.0'],
      ['FN', 'Mara Voss'],
      ['X-EYES', 'grey'],
      ['NOTE', 'Dies in chapter_04.md when the ferry sinks.'],
      ['END', 'VCARD'],
    ]);
  });

  it('gives the person the fate its folded note tells', () => {
    const [mara] = parseBible(CARD, ENGLISH).characters;
    expect(mara?.name).toBe('Mara Voss');
    expect(mara?.diesIn?.value).toBe(4);
  });
});
