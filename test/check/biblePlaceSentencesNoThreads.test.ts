import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A place a sentence of the bible's prose describes ("…the Lantern Inn, which stands on the harbour front") is a
 * place of the bible and nothing else: no open thread the book has to close (src/check/bibleDialects.ts, the
 * sections prose is sorted into). Text written for this test.
 */

describe('a place described in the bible’s prose', () => {
  it('is a place, and no open thread', () => {
    const bible = parseBible(
      'Notes for the book.\n\nMara Voss drinks at the Lantern Inn, which stands on the harbour front with a red door.\n',
      ENGLISH,
    );
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([['The Lantern Inn', 3]]);
    expect(bible.threads).toEqual([]);
    expect(bible.timeline).toEqual([]);
  });
});
