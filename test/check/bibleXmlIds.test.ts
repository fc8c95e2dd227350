import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML export that gives every element an id ("<eyes id="f-101">grey</eyes>"): the id is the database's own
 * key, no part of the value the bible records.
 */

const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<bible>
  <characters>
    <character id="c-1">
      <name id="f-100">Mara Voss</name>
      <eyes id="f-101">grey</eyes>
      <hair id="f-102">red</hair>
    </character>
  </characters>
</bible>
`;

describe('an XML export with an id on every element', () => {
  it('reads each field’s value without its id', () => {
    const bible = parseBible(EXPORT, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.hair?.value])).toEqual([
      ['Mara Voss', 'grey', 'red'],
    ]);
  });
});
