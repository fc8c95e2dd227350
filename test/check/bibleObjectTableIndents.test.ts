import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A table under no heading whose first header cell says it lists things ("| Item | Where |"): its rows are objects
 * however the table is indented or its first cell spaced (src/check/bibleDialects.ts, tableLines). Written for
 * these tests.
 */

const objects = (bible: string) => parseBible(bible, ENGLISH).objects.map((o) => [o.name, o.line]);

describe('a table of things by its first header cell', () => {
  it('is read as objects when the whole table is indented', () => {
    const bible = '  | Item | Where |\n  | --- | --- |\n  | Brass key | the drawer |\n';
    expect(objects(bible)).toEqual([['Brass key', 3]]);
    expect(parseBible(bible, ENGLISH).characters).toEqual([]);
  });

  it('is read as objects when the first cell is set two spaces in', () => {
    const bible = '|  Item | Where |\n| --- | --- |\n| Brass key | the drawer |\n';
    expect(objects(bible)).toEqual([['Brass key', 3]]);
  });
});
