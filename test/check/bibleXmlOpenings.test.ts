import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isXmlBible } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** An XML bible's opening: its declaration and comments, with blank lines or indents between them and the root. */

const BODY = `<bible>
  <character name="Mara Voss"><eyes>grey</eyes></character>
</bible>
`;

const cast = (written: string) => parseBible(written, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value]);

describe('an XML bible’s opening', () => {
  it('is read after a blank line under its declaration', () => {
    const written = `<?xml version="1.0"?>\n\n${BODY}`;
    expect(isXmlBible(written)).toBe(true);
    expect(cast(written)).toEqual([['Mara Voss', 'grey']]);
  });

  it('is read when it opens on a comment, with no declaration', () => {
    const written = `<!-- exported from Scrivener -->\n${BODY}`;
    expect(isXmlBible(written)).toBe(true);
    expect(cast(written)).toEqual([['Mara Voss', 'grey']]);
  });

  it('is read after a comment and a blank line under its declaration', () => {
    const written = `<?xml version="1.0"?>\n<!-- exported -->\n\n${BODY}`;
    expect(isXmlBible(written)).toBe(true);
    expect(cast(written)).toEqual([['Mara Voss', 'grey']]);
  });
  it('is read after a DOCTYPE, with or without a declaration before it', () => {
    for (const written of [
      `<!DOCTYPE bible>\n${BODY}`,
      `<?xml version="1.0"?>\n<!DOCTYPE bible SYSTEM "bible.dtd">\n<!-- exported -->\n${BODY}`,
    ]) {
      expect(isXmlBible(written)).toBe(true);
      expect(cast(written)).toEqual([['Mara Voss', 'grey']]);
    }
  });

  it('is read when its root’s name is one letter, with or without attributes', () => {
    for (const written of [
      '<b>\n  <character name="Mara Voss"><eyes>grey</eyes></character>\n</b>\n',
      '<b kind="cast">\n  <character name="Mara Voss"><eyes>grey</eyes></character>\n</b>\n',
    ]) {
      expect(isXmlBible(written)).toBe(true);
      expect(cast(written)).toEqual([['Mara Voss', 'grey']]);
    }
  });
  it('is none when a stray "<" stands before the root, as no XML document has', () => {
    expect(isXmlBible(`<${BODY}`)).toBe(false);
    expect(isXmlBible(`<![CDATA[notes]]>\n${BODY}`)).toBe(false);
  });
});
