import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A wiki bible's infobox: the "}}" that closes it, on the last field's line with or without a space before it, is
 * no part of that field's value; a template inside a value ("{{dubious}}", "(see {{ref}})") is the value's own
 * and stays as written (src/check/bibleRecords.ts, a line's bare text).
 */

const WIKI = [
  '= The Lamp =',
  '',
  '== Mara Voss ==',
  '{{Infobox character',
  '| name = Mara Voss',
  '| hair = red {{dubious}} and curly',
  '| eyes = grey (see {{ref}})',
  '| age = 34 }}',
  'Keeper of the Skerry Light.',
  '',
  '== Tomas Reyes ==',
  '{{Infobox character',
  '| eyes = brown}}',
  '',
].join('\n');

describe('an infobox’s closing braces', () => {
  it('are left off the value of the field whose line they close, spaced or not', () => {
    const bible = parseBible(WIKI, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 3, '34', 'grey (see {{ref}})'],
      ['Tomas Reyes', 11, undefined, 'brown'],
    ]);
  });

  it('leave a template inside a value whole, in the middle of the line or before its closing bracket', () => {
    const mara = parseBible(WIKI, ENGLISH).characters[0];
    expect(mara?.fields.hair).toEqual({ value: 'red {{dubious}} and curly', line: 6 });
    expect(mara?.fields.eyes).toEqual({ value: 'grey (see {{ref}})', line: 7 });
  });
});
