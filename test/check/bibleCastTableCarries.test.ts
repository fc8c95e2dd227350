import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A cast table with a column of what each person carries: a record per row, its objects held by that person. */
describe('a cast table’s "Carries" column', () => {
  it('gives each row’s object to the person of that row', () => {
    const bible =
      '## Characters\n\n| Name | Eyes | Carries |\n|---|---|---|\n| Hester Quayle | grey | the lighthouse key |\n' +
      '| Tom Hale | brown | a knife |\n';
    const read = parseBible(bible, ENGLISH);
    expect(read.objects.map((o) => [o.name, o.holder, o.line])).toEqual([
      ['the lighthouse key', 'Hester Quayle', 5],
      ['a knife', 'Tom Hale', 6],
    ]);
    expect(read.characters.map((c) => [c.name, c.fields.eyes?.value, c.line])).toEqual([
      ['Hester Quayle', 'grey', 5],
      ['Tom Hale', 'brown', 6],
    ]);
  });
});
