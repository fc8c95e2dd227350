import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { xmlAsYaml } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML bible at the depth limit the reader allows (64 open elements, the document's own root counted), and one
 * whose people have ids that other elements point at ("<sibling of="mara"/>"): the ids read as the names.
 */

/** A bible whose one character carries a note nested `depth` elements deep. */
function nested(depth: number): string {
  const open = '<g>'.repeat(depth);
  const close = '</g>'.repeat(depth);
  return `<bible><characters><character><name>Mara Voss</name><eyes>grey</eyes><note>${open}x${close}</note></character></characters></bible>\n`;
}

const IDS = `<bible>
  <characters>
    <character id="mara">
      <name>Mara Voss</name>
      <eyes>grey</eyes>
    </character>
    <character id="tomas">
      <name>Tomas Reyes</name>
      <sibling of="mara"/>
    </character>
  </characters>
  <objects>
    <object owner="tomas">
      <name>the brass key</name>
    </object>
  </objects>
</bible>
`;

describe('an XML bible at the depth limit', () => {
  it('reads a document nested exactly as deep as the limit', () => {
    // bible, characters, character, note and 59 more: 63 elements open, 64 with the reader's own root.
    const bible = parseBible(nested(59), ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Mara Voss', 'grey']]);
  });

  it('reads no document nested one deeper', () => {
    expect(parseBible(nested(60), ENGLISH).characters).toEqual([]);
  });
});

describe('ids in an XML bible', () => {
  it('gives an id another element points at as the name of the element it is the id of', () => {
    const yaml = xmlAsYaml(IDS, ENGLISH) ?? '';
    expect(yaml).toContain('sibling: Mara Voss');
    expect(yaml).toContain('owner: Tomas Reyes');
    expect(yaml).not.toMatch(/: (?:mara|tomas)$/m);
  });
});
