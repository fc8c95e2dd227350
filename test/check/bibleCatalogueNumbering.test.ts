import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A catalogue's numbered entries as people (src/check/bibleDialects.ts, numberedEntry): numbered with no letter
 * before the number ("7.") or with two figures ("A12."), with no bracket of dates after the name, and a name typed
 * in mixed case kept as typed ("Ewan MacLeod"); an entry whose title opens in lower case names no one. Written for
 * these tests.
 */

const CATALOGUE = [
  'HERITAGE ROOM',
  'Catalogue of the exhibition, Winter 1978-79',
  '',
  'SECTION A. PORTRAITS AND PERSONS',
  '',
  '7.  MAIRI CRERAR (b. 1949)',
  '     Portrait, head and shoulders. Eyes grey.',
  '',
  'A12.  FLORA DUNBAR',
  '     Portrait at the loom. Eyes green.',
  '',
  'A13.  Ewan MacLeod (b. 1950)',
  '     Portrait on the pier. Eyes brown.',
  '',
  'A14.  an unknown sitter, called Old Tam (c. 1900)',
  '     Portrait on the quay. Eyes blue.',
].join('\n');

describe('a catalogue’s numbered entries', () => {
  it('are people however numbered, bracket or none, a mixed-case name kept as typed', () => {
    const people = parseBible(CATALOGUE, ENGLISH)
      .characters.filter((c) => c.line > 4)
      .map((c) => [c.name, c.line, c.fields.eyes]);
    expect(people).toEqual([
      ['Mairi Crerar', 6, { value: 'grey', line: 7 }],
      ['Flora Dunbar', 9, { value: 'green', line: 10 }],
      ['Ewan MacLeod', 12, { value: 'brown', line: 13 }],
    ]);
  });
});
