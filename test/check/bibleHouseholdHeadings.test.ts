import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A heading that is no name ("### The household") over prose naming two people, the second at the start of a
 * wrapped line: the heading is no one's record, and the person the prose describes stands at the line naming her
 * (src/check/bibleDialects.ts, fullNameIn).
 */

describe('a heading of no name over prose naming two people', () => {
  it('is no one’s record, though the second name opens a wrapped line', () => {
    const bible = '### The household\n\nRose Penhallow, sixty, grey eyes, keeps house with\nTom Hale, her lodger.\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value])).toEqual([
      ['Rose Penhallow', 3, 'grey'],
    ]);
  });
});
