import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A YAML bible whose timeline and places lists hold empty items ("- ", '- "  "', '- ""'): no line of the section,
 * the items after them at their own lines. A bible written for these tests.
 */

const YAML =
  'characters:\n  - name: Mara Voss\n    eyes: grey\ntimeline:\n  - \n  - "  "\n  - 1 May 1950, the ship sails\n' +
  'places:\n  - ""\n  - The Harbour, a stone quay\n';

describe('an empty item of a YAML list', () => {
  it('is no line of its section', () => {
    expect(
      canonicalBible(YAML, ENGLISH)
        .filter((l) => l.text.trim() !== '')
        .map((l) => `${l.line} ${l.text}`),
    ).toEqual([
      '2 ## Characters',
      '2 ### Mara Voss',
      '3 - eyes: grey',
      '10 ## Places',
      '10 - The Harbour, a stone quay',
      '7 ## Timeline',
      '7 - 1 May 1950, the ship sails',
      '1 ## Notes',
    ]);
  });

  it('is no place', () => {
    expect(parseBible(YAML, ENGLISH).places.map((p) => [p.name, p.line, p.description])).toEqual([
      ['The Harbour', 10, 'a stone quay'],
    ]);
  });
});
