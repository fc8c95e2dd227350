import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible whose last line is a table's row, with no newline after it: every row is read, the last one too. */
describe('a table that ends the bible', () => {
  it('reads each row as a character, the last one with no newline after it', () => {
    const bible = parseBible(
      '## Characters\n\n| Name | Eyes | Age |\n|---|---|---|\n| Mara Voss | grey | 34 |\n| Tomas Reyes | brown | 40 |',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.value])).toEqual([
      ['Mara Voss', 'grey', '34'],
      ['Tomas Reyes', 'brown', '40'],
    ]);
  });
});
