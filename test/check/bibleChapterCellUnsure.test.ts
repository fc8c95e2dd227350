import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A Chapter column's cell is a chapter only when it is a bare number: "3 or 4" pins the event to neither. */
describe("a timeline table's Chapter cell that is more than a number", () => {
  it('puts an event the author is unsure of ("3 or 4") in no chapter, and a bare number in its own', () => {
    const bible = parseBible(
      '## Timeline\n\n| Chapter | What happens |\n|---|---|\n| 3 or 4 | Mara sails for Torsa |\n| 12 | Tomas comes home |\n',
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.text])).toEqual([[12, 'Chapter 12 — Tomas comes home']]);
  });
});
