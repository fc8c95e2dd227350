import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Prose about an object's keeper ("Anselm's silver watch is Tom's."): a later "He gives it to … in chapter 8" is a
 * line of the object; a sentence that opens on a name, says no "it", names no chapter, or comes before any object is
 * the person's.
 */

const WRITTEN = `Characters

Mara Voss keeps the light. She loses it in chapter 3.

Tom Reyes mends nets. Anselm's silver watch is Tom's. Tom Reyes pawns it in chapter 5. She sails in chapter 6. He keeps it under his pillow. He gives it to Mara in chapter 8.
`;

/** The canonical lines from a heading to the next heading. */
const under = (heading: string) => {
  const lines = canonicalBible(WRITTEN, ENGLISH).map((l) => l.text);
  const at = lines.indexOf(heading);
  const end = lines.findIndex((l, k) => k > at && l.startsWith('#'));
  return lines.slice(at + 1, end < 0 ? undefined : end);
};

describe('prose after an object’s keeper is told', () => {
  it('gives the object the line that hands it on in a chapter', () => {
    expect(under("### Anselm's silver watch")).toEqual(['- holder: Tom', '- He gives it to Mara in chapter 8.']);
  });

  it('leaves the person the lines that open on a name, say no "it" or name no chapter', () => {
    expect(under('### Tom Reyes')).toEqual([
      '- Tom Reyes mends nets.',
      '- Tom Reyes pawns it in chapter 5.',
      '- She sails in chapter 6.',
      '- He keeps it under his pillow.',
    ]);
  });

  it('leaves the person a line of "it" in a chapter before any object is told', () => {
    expect(under('### Mara Voss')).toEqual(['- Mara Voss keeps the light.', '- She loses it in chapter 3.']);
  });
});
