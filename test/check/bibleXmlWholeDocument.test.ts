import { describe, expect, it } from 'vitest';
import { isXmlBible } from '../../src/check/bibleXml.js';

/**
 * An XML bible is one root element, closed: a document cut off before its root's closing tag, or two documents run
 * together, is not taken for one (src/check/bibleXml.ts, parseXml). Written for these tests.
 */

const BODY = `<bible>\n  <character name="Mara Voss"><eyes>grey</eyes></character>\n</bible>\n`;

describe('an XML bible’s root element', () => {
  it('is read when it is one and closed', () => {
    expect(isXmlBible(BODY)).toBe(true);
  });

  it('is no XML bible when the root is never closed', () => {
    expect(isXmlBible(BODY.replace('</bible>\n', ''))).toBe(false);
  });

  it('is no XML bible when two roots are run together', () => {
    expect(isXmlBible(BODY + BODY.replace('Mara Voss', 'Tom Reyes'))).toBe(false);
  });
});
