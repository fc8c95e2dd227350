import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible of prose about the cast: "Her husband, Roy Marsh, is a tram driver." is Roy Marsh's sentence, and the
 * kin word it calls him by tells his gender; a name typed with two spaces ("Hugh  Ransome") is the name with one.
 * Bibles written for these tests (src/check/bibleDialects.ts).
 */

describe('a sentence opening with kin and a name', () => {
  it('is the named one’s, who is a man by "husband"', () => {
    const bible = parseBible(
      'Ottilie Marsh keeps the lamp at Saltcote. Her husband, Roy Marsh, is a tram driver.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.line, c.gender])).toEqual([
      ['Ottilie Marsh', 1, undefined],
      ['Roy Marsh', 1, 'male'],
    ]);
  });
});

describe('a name typed with two spaces between its words', () => {
  it('is read with one: "Hugh Ransome", called "Hugh" and "Ransome"', () => {
    const bible = parseBible('Hugh  Ransome is the doctor at Saltcote.\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.names, c.line])).toEqual([
      ['Hugh Ransome', ['Hugh Ransome', 'Hugh', 'Ransome'], 1],
    ]);
  });
});
