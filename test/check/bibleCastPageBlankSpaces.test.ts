import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page whose "blank" line under an entry holds spaces: it is blank all the same, and the indented paragraph
 * after it is the entry's, not the page's last entry's (src/check/bibleTyped.ts, castPage).
 */

describe('a cast page with spaces on its blank lines', () => {
  it('gives each indented paragraph to the entry above it', () => {
    const page =
      'CAST OF CHARACTERS\n\nMARA VOSS .............. the keeper, thirty-four\n    \n    Grey eyes, black hair.\n\nTOMAS REYES ............ her assistant, twenty\n  \n    Brown eyes.\nIDA BELL ............... the postmistress, sixty\n';
    const cast = parseBible(page, ENGLISH).characters.map((c) => [
      c.name,
      c.fields.eyes?.value,
      c.fields.hair?.value,
      c.fields.age?.value,
    ]);
    expect(cast).toEqual([
      ['Mara Voss', 'Grey', 'black', '34'],
      ['Tomas Reyes', 'Brown', undefined, '20'],
      ['Ida Bell', undefined, undefined, '60'],
    ]);
  });
});
