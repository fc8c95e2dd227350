import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { xmlSourceLines } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML bible is read as the YAML it maps to, but the lines `writer check --explain` and a finding's other side
 * name are the XML file's own: each person where their record opens, each field at its element — not the YAML's
 * lines, and not an earlier record that mentions the person (src/check/bibleXml.ts, xmlSourceLines;
 * bibleRecords.ts, yamlRecords).
 */

const BIBLE = `<?xml version="1.0" encoding="UTF-8"?>
<bible project="Harbour" narrator="mara-voss">
  <notes>
    <note>Told by Mara Voss.</note>
  </notes>
  <characters>
    <character id="mara-voss">
      <name first="Mara" last="Voss"/>
      <alias usedBy="tomas-reyes">Mar</alias>
      <age>34</age>
      <eyes>grey</eyes>
    </character>
    <character id="ida"><name first="Ida"/><age>about 10</age></character>

    <character id="tomas-reyes">
      <name first="Tomas" last="Reyes"/>
      <age>40</age>
      <eyes>brown</eyes><hair>black</hair>
    </character>
  </characters>
</bible>
`;

describe("an XML bible's lines", () => {
  it("are the XML file's: each record where it opens, each field at its element", () => {
    const people = parseBible(BIBLE, ENGLISH).characters.map((c) => [
      c.name,
      c.line,
      Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, v?.line])),
    ]);
    expect(people).toEqual([
      ['Mara Voss', 8, { age: 10, eyes: 11 }],
      ['Ida', 13, { age: 13 }],
      ['Tomas Reyes', 16, { age: 17, eyes: 18, hair: 18 }],
    ]);
  });

  it('find a value written in attributes by its first word, before a key that stands on an earlier line', () => {
    const yaml = 'name: Ida\nname: Tomas Reyes\n';
    expect(xmlSourceLines(yaml, BIBLE)).toEqual([13, 16, 16]);
    // A value found only above the line found last is found there; a value found wins over its key's element.
    expect(xmlSourceLines('name: Tomas Reyes\nage: 34', BIBLE)).toEqual([16, 10]);
    expect(xmlSourceLines('c: xx', '<a>\n<b>xx</b>\n<c>y</c>\n</a>')).toEqual([2]);
    // A line found nowhere stays at the line found before it.
    expect(xmlSourceLines('name: Ida\nnowhere: zzz\n', BIBLE)).toEqual([13, 13, 13]);
  });
});
