import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A timeline table whose headers carry marks of their own ("Ch.", "Date:"): a header is known by its letters
 * (src/check/bibleDialects.ts, columnKind). Written for these tests.
 */

const BIBLE = `## Timeline

| Ch. | Date: | Event |
| --- | --- | --- |
| 3 | 12 May 1961 | Nora leaves Rathmore |
| 7 | 2 June 1961 | Tom finds the ledger |
`;

describe('a timeline table with marks in its headers', () => {
  it('reads each row at the chapter of its "Ch." column', () => {
    const bible = parseBible(BIBLE, ENGLISH);
    expect(bible.timeline.map((e) => [e.chapter, e.line])).toEqual([
      [3, 5],
      [7, 6],
    ]);
  });
});
