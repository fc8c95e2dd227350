import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isXmlBible } from '../../src/check/bibleXml.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An XML bible is its elements, closed: a document cut off before its root's closing tag is not taken for one; an
 * export with several elements at the top and no one root over them (its people, then its places; or its people one
 * after another), or two documents run together, is read as one (src/check/bibleXml.ts, parseXml). Written for these
 * tests.
 */

const BODY = `<bible>\n  <character name="Mara Voss"><eyes>grey</eyes></character>\n</bible>\n`;

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => `${c.name} ${c.fields.eyes?.value ?? '-'} @${c.line}`);

describe('an XML bible’s root element', () => {
  it('is read when it is one and closed', () => {
    expect(isXmlBible(BODY)).toBe(true);
  });

  it('is no XML bible when the root is never closed', () => {
    expect(isXmlBible(BODY.replace('</bible>\n', ''))).toBe(false);
  });

  it('reads two documents run together as one, the people of both', () => {
    const two = BODY + BODY.replace('Mara Voss', 'Tom Reyes').replace('grey', 'blue');
    expect(isXmlBible(two)).toBe(true);
    expect(people(two)).toEqual(['Mara Voss grey @2', 'Tom Reyes blue @5']);
  });
});

describe('an XML bible with no one root', () => {
  it('reads its people when its sections stand side by side at the top', () => {
    const xml = [
      '<?xml version="1.0"?>',
      '<characters>',
      '  <character><name>Mara Voss</name><eyes>grey</eyes></character>',
      '  <character><name>Tom Reyes</name><eyes>blue</eyes></character>',
      '</characters>',
      '<places>',
      '  <place><name>Harrowgate</name></place>',
      '</places>',
    ].join('\n');
    expect(people(xml)).toEqual(['Mara Voss grey @3', 'Tom Reyes blue @4']);
  });

  it('reads its people when each stands at the top', () => {
    const xml = [
      '<character id="c1">',
      '  <name>Mara Voss</name>',
      '  <eyes>grey</eyes>',
      '</character>',
      '<character id="c2">',
      '  <name>Tom Reyes</name>',
      '  <eyes>blue</eyes>',
      '</character>',
    ].join('\n');
    expect(people(xml)).toEqual(['Mara Voss grey @2', 'Tom Reyes blue @6']);
  });

  it('is no XML bible when lone elements open it or are all it has', () => {
    const md = '<center>STORY BIBLE</center>\n<center>draft</center>\n\n## Characters\n\n### Mara Voss\n- eyes: grey\n';
    expect(isXmlBible(md)).toBe(false);
    expect(isXmlBible('<center>STORY BIBLE</center>\n<center>draft</center>\n')).toBe(false);
    expect(people(md)).toEqual(['Mara Voss grey @6']);
  });
});
