import { describe, expect, it } from 'vitest';
import { isXmlBible } from '../../src/check/bibleXml.js';

/** A bible whose closing tags do not close the element open, or close one never opened, is no XML. Written for these tests. */

describe('a bible with tags that do not close what they open', () => {
  it('is read as XML when each closing tag closes the element open', () => {
    expect(isXmlBible('<bible>\n  <character><name>Mara Voss</name></character>\n</bible>\n')).toBe(true);
  });

  it('is not read as XML when a closing tag names another element', () => {
    expect(isXmlBible('<bible>\n  <character><name>Mara Voss</person></character>\n</bible>\n')).toBe(false);
  });

  it('is not read as XML when a closing tag comes before any element is open', () => {
    expect(isXmlBible('<bible>\n  <character><name>Mara Voss</name></character>\n</bible>\n</bible>\n')).toBe(false);
  });
});
