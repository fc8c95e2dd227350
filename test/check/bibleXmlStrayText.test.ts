import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isXmlBible } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML bible is one root element and nothing after it but a short note ("Exported from Scrivener."); text inside the root, between its elements, is a note of
 * the document's and does not stop it being read. A markdown bible that opens on an element ("<center>…</center>")
 * is markdown (src/check/bibleXml.ts).
 */

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value]);

describe('text beside the elements of an XML bible', () => {
  it('inside the root element: the bible is still XML, its people read from their elements', () => {
    const xml =
      '<?xml version="1.0"?>\n<bible>\n  Harbour: the people of the story.\n  <characters>\n    <character>\n      <name>Mara Voss</name>\n      <eyes>grey</eyes>\n    </character>\n  </characters>\n</bible>\n';
    expect(isXmlBible(xml)).toBe(true);
    expect(people(xml)).toEqual([['Mara Voss', 6, 'grey']]);
  });

  it('after an opening element: the bible is markdown, its entries read as written', () => {
    const md = '<center>STORY BIBLE</center>\n\n## Characters\n\n### Mara Voss\n- eyes: grey\n';
    expect(isXmlBible(md)).toBe(false);
    expect(people(md)).toEqual([['Mara Voss', 5, 'grey']]);
  });

  it('after the closing tag, a line or three: a note of the export, the bible still XML; more is no XML', () => {
    const xml =
      '<?xml version="1.0"?>\n<bible>\n  <characters>\n    <character>\n      <name>Mara Voss</name>\n      <eyes>grey</eyes>\n    </character>\n  </characters>\n</bible>\n';
    const noted = `${xml}Exported from Scrivener.\n`;
    expect(isXmlBible(noted)).toBe(true);
    expect(people(noted)).toEqual([['Mara Voss', 5, 'grey']]);
    expect(isXmlBible(`${xml}one\ntwo\nthree\n`)).toBe(true);
    expect(isXmlBible(`${xml}one\ntwo\nthree\nfour\n`)).toBe(false);
  });
});
