import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { typedKind } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A plain cast heading makes a cast page with three cast lines under it, at the line's start: three are enough, a
 * cast line above the heading is none of them, and indented lines are no cast page's.
 */

const LINES = [
  'MARGARET OWUSU, 40s, a ferry captain. Hazel eyes; close-cropped grey hair.',
  'JONAH PELL (19) — her deckhand, red-haired, quick to laugh.',
  "RUTH ABERNATHY, sixties: the island's doctor; blue eyes.",
];

const ages = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => `${c.name} ${c.fields.age?.value ?? '-'}`);

describe('a plain cast heading', () => {
  it('is a cast page over exactly three cast lines: "40s" is read as an age', () => {
    expect(ages(`HARBOUR LIGHTS\n\nCAST OF CHARACTERS\n\n${LINES.join('\n')}\n`).slice(0, 2)).toEqual([
      'Margaret Owusu 40s',
      'Jonah Pell 19',
    ]);
  });

  it('counts only the lines under it: two under and one above make no cast page', () => {
    expect(typedKind(`HARBOUR LIGHTS\n\nCAST OF CHARACTERS\n\n${LINES.join('\n')}\n`, ENGLISH)).toBe('cast');
    for (const bible of [
      `HARBOUR LIGHTS\n\n${LINES[0]}\nCAST OF CHARACTERS\n\n${LINES.slice(1).join('\n')}\n`,
      `HARBOUR LIGHTS\n\n${LINES[0]}\n\nCAST OF CHARACTERS\n${LINES.slice(1).join('\n')}\n`,
    ])
      expect(typedKind(bible, ENGLISH), bible).toBeUndefined();
  });

  it('counts no indented line: an indented list is read by the other readers, its looks kept', () => {
    const bible = `HARBOUR LIGHTS\n\nCAST OF CHARACTERS\n\n${LINES.map((l) => `  ${l}`).join('\n')}\n`;
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.fields.eyes?.value)).toEqual(['Hazel']);
  });
});
