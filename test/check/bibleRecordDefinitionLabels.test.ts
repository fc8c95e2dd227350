import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A definition list of people whose definitions are labelled lines ("Hester Quayle" then ": Home: Gull Cottage"),
 * the colon at the margin or indented: the term is the person and each definition one of their fields
 * (src/check/bibleRecords.ts, recordBody). Written for these tests.
 */

const read = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields]);

describe('a labelled line as a definition', () => {
  it('gives its field when the colon is indented', () => {
    expect(read('Hester Quayle\n  : Home: Gull Cottage\n\nTomas Hale\n: Age: 30\n')).toEqual([
      ['Hester Quayle', { home: { value: 'Gull Cottage', line: 2 } }],
      ['Tomas Hale', { age: { value: '30', line: 5 } }],
    ]);
  });

  it('gives its field when the colon is at the margin, its label set one space or three after it', () => {
    expect(read('Hester Quayle\n: Home: Gull Cottage\n:   Role: schoolmistress\n\nTomas Hale\n: Age: 30\n')).toEqual([
      ['Hester Quayle', { home: { value: 'Gull Cottage', line: 2 }, role: { value: 'schoolmistress', line: 3 } }],
      ['Tomas Hale', { age: { value: '30', line: 6 } }],
    ]);
  });
});
