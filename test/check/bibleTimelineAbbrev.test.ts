import { describe, expect, it } from 'vitest';
import { dateAnchors } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A timeline line that opens on a short abbreviation ("Ch. 4 Mon 28 Oct 1889"): the stop does not end a part. */
describe('a timeline line opening on "Ch."', () => {
  it('keeps the chapter with its date', () => {
    const anchors = dateAnchors([{ text: 'Ch. 4 Mon 28 Oct 1889', line: 1 }], ENGLISH);
    expect(anchors.map((a) => [a.chapter, a.year])).toEqual([[4, 1889]]);
  });
});
