import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A place in a bible's prose ("…the Lantern Inn, which stands on the harbour front with a red door."): a place of
 * the bible, its heading the place's name, and what the sentence says of it the line under it, as written.
 */

describe('a place a sentence of prose describes', () => {
  it('is a place, with what the sentence says of it its line', () => {
    const bible =
      'Notes for the book.\n\nMara Voss drinks at the Lantern Inn, which stands on the harbour front with a red door.\n';
    const lines = canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`);
    expect(lines).toEqual(
      expect.arrayContaining(['3 ## Places', '3 ### The Lantern Inn', '3 - on the harbour front with a red door']),
    );
    expect(parseBible(bible, ENGLISH).places.map((p) => [p.name, p.line, p.description.trim()])).toEqual([
      ['The Lantern Inn', 3, 'on the harbour front with a red door'],
    ]);
  });
});
