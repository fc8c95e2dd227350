import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { numberedLinesOf } from '../support/bibleRead.js';

/**
 * A markdown table of the cast: each row a person, named by its Name column wherever that column stands; each
 * other cell a line of theirs, labelled by its column (a Notes column's cell as it is), and a cell left empty no
 * line at all.
 */

const lines = numberedLinesOf;

describe('a table of the cast', () => {
  it('gives each row its person, each filled cell a labelled line, and neither the name nor an empty cell a line', () => {
    const bible =
      '## Characters\n\n| Eyes | Name | Hair | Notes |\n|---|---|---|---|\n' +
      '| blue | Mary Hale |  | the narrator |\n| | Tom Hale | black | her brother |\n';
    expect(lines(bible)).toEqual([
      '2 ## Characters',
      '2 ',
      '5 ### Mary Hale',
      '5 - eyes: blue',
      '5 - the narrator',
      '6 ### Tom Hale',
      '6 - hair: black',
      '6 - her brother',
      '7 ',
    ]);
  });

  it('reads each row’s fields at its line, with no field an empty cell left', () => {
    const bible =
      '## Characters\n\n| Name | Eyes | Hair |\n|---|---|---|\n| Mary Hale | blue |  |\n| Tom Hale | | black |\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names, c.fields])).toEqual([
      ['Mary Hale', ['Mary Hale', 'Mary', 'Hale'], { eyes: { value: 'blue', line: 5 } }],
      ['Tom Hale', ['Tom Hale', 'Tom', 'Hale'], { hair: { value: 'black', line: 6 } }],
    ]);
  });
});
