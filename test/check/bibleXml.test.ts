import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isXmlBible } from '../../src/check/bibleXml.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible exported as XML, in two shapes an export takes: a story database's (a name of attributes, a field per
 * element, ids pointing at people) and a writing app's (fields that name themselves in an attribute). Written for
 * these tests.
 */

const DATABASE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported -->
<bible project="Harbour">
  <characters>
    <character id="mara-voss">
      <name first="Mara" last="Voss"/>
      <age>34</age>
      <eyes>grey</eyes>
      <relation type="sister" to="tomas-reyes"/>
    </character>
    <character id="tomas-reyes">
      <name first="Tomas" last="Reyes"/>
      <eyes>brown</eyes><hair>black &amp; curly</hair>
    </character>
  </characters>
</bible>
`;

const APP = `<Export>
  <Characters>
    <Character name="Mara Voss"><Field key="Eyes">grey</Field><Field key="Age">34</Field></Character>
    <Character name="Tomas Reyes"><Field key="Eyes">brown</Field></Character>
  </Characters>
</Export>
`;

const cast = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, v?.value])),
  ]);

describe('an XML bible', () => {
  it("reads a story database's export: names of attributes, a field per element", () => {
    expect(cast(DATABASE)).toEqual([
      ['Mara Voss', expect.objectContaining({ age: '34', eyes: 'grey' })],
      ['Tomas Reyes', expect.objectContaining({ eyes: 'brown', hair: 'black & curly' })],
    ]);
  });

  it("reads a writing app's export: fields that name themselves", () => {
    expect(cast(APP)).toEqual([
      ['Mara Voss', expect.objectContaining({ age: '34', eyes: 'grey' })],
      ['Tomas Reyes', expect.objectContaining({ eyes: 'brown' })],
    ]);
  });

  it('holds the text to it', () => {
    const m = manuscriptOf(
      chaptersOf('Mara Voss came down to the quay.', 'Mara Voss turned, her blue eyes narrowed against the wind.'),
      DATABASE,
    );
    expect(checkAttributes(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Mara Voss's eyes are "blue" here; bible: grey/),
    ]);
  });

  it('reads character references, and leaves one past the last code point as written', () => {
    const bible =
      '<bible><characters><character><name>Zo&#235; Marsh</name><eyes>grey &#99999999;</eyes></character></characters></bible>';
    expect(cast(bible)).toEqual([
      ['Zoë Marsh', expect.objectContaining({ eyes: expect.stringMatching(/^grey &#99999999/) })],
    ]);
  });

  it('is no XML bible when the text is markdown, or the elements do not close', () => {
    expect(isXmlBible('# Cast\n\n## Mara Voss\n- eyes: <b>grey</b>\n')).toBe(false);
    expect(isXmlBible('<bible><character><eyes>grey</eyes></characters></bible>')).toBe(false);
    expect(isXmlBible(DATABASE)).toBe(true);
    // Nested past any export's depth: not read (and no stack spent on it).
    const deep = `${'<a>'.repeat(100_000)}x${'</a>'.repeat(100_000)}`;
    expect(isXmlBible(deep)).toBe(false);
    expect(parseBible(deep, ENGLISH).characters).toEqual([]);
  });
});
