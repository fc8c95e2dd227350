import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A numbered outline whose chapter line ("1. The Loft (Saturday 6 March 1926)") stands over its items ("   1.1 …")
 * with a blank line between, or a line of spaces: the chapter's line is still its Timeline entry
 * (src/check/bibleDialects.ts, canonicalLines). Written for these tests.
 */

const timeline = (bible: string) => parseBible(bible, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.date]);

describe('a numbered outline with gaps under its chapter lines', () => {
  it('reads each chapter line as a Timeline entry over a blank line or a line of spaces', () => {
    const bible =
      '1. The Loft (Saturday 6 March 1926)\n  \n   1.1 Mara Voss pins the recipe to the wall.\n\n' +
      '2. The Quay (Monday 8 March 1926)\n\n   2.1 Tomas Reyes meets her at the quay.\n';
    expect(timeline(bible)).toEqual([
      [1, 1, { day: 6, month: 3, year: 1926 }],
      [2, 5, { day: 8, month: 3, year: 1926 }],
    ]);
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line])).toEqual([
      ['Mara Voss', 3],
      ['Tomas Reyes', 7],
    ]);
  });
});
