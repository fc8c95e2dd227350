import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A spreadsheet bible whose sheet kind ("CAST", "PLACE") stands in a column that is not the first, and one with no
 * such column where a cell of notes happens to hold a section's word ("joined the cast in May"): the kind column is
 * the one whose every cell names a kind (src/check/bibleDialects.ts, sheetsOf). Sheets written for these tests.
 */

const read = (sheet: string[]) => {
  const bible = parseBible(sheet.join('\n'), ENGLISH);
  return {
    cast: bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value]),
    places: bible.places.map((p) => p.name),
  };
};

describe('a kind column', () => {
  it('is found after a name column that holds a section word in one cell', () => {
    expect(
      read([
        'name\tsheet\tage\teyes',
        'Mairi Crerar\tCAST\t29\tgrey',
        'Calum Shaw\tCAST\t19\tbrown',
        'The Old World Inn\tPLACE\t\t',
      ]),
    ).toEqual({
      cast: [
        ['Mairi Crerar', '29', 'grey'],
        ['Calum Shaw', '19', 'brown'],
      ],
      places: ['The Old World Inn'],
    });
  });

  it('is not a notes column that names a kind in one row only: every row stays a person', () => {
    expect(
      read(['name\tage\tnotes', 'Mairi Crerar\t29\tgrey eyes', 'Calum Shaw\t19\tjoined the cast in May']).cast,
    ).toEqual([
      // Her notes are read as her prose: "grey eyes" are hers.
      ['Mairi Crerar', '29', 'grey'],
      ['Calum Shaw', '19', undefined],
    ]);
  });
});
