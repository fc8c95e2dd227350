import { describe, expect, it } from 'vitest';
import { dateAnchors, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An object a record says its person holds, named for someone whose name is a word of holding ("Mr Till's watch"):
 * only the words after the object's name say since when, or until when, she holds it.
 * Written for these tests.
 */

const objects = (value: string) => {
  const anchors = dateAnchors(
    [
      { text: 'Fri 1 Dec 1967 — chapter 1', line: 1 },
      { text: 'Mon 4 Dec 1967 — chapter 2', line: 2 },
    ],
    ENGLISH,
  );
  return recordLines(
    { name: 'Nell Alder', line: 10, pairs: [{ field: 'holds', label: 'Holds', value, line: 11 }], prose: [] },
    anchors,
    ENGLISH,
  ).objects.map((o) => [o.text, o.line]);
};

describe('an object named for a person called Till', () => {
  it('comes to her in the chapter named after it, though its name says "Till"', () => {
    expect(objects("Mr Till's watch from chapter 2")).toEqual([
      ["### Mr Till's watch", 11],
      ['- given to Nell Alder in chapter 2', 11],
    ]);
  });

  it("is hers from the story's start when nothing after its name says since when", () => {
    expect(objects("Mr Till's watch")).toEqual([
      ["### Mr Till's watch", 11],
      ['- holder: Nell Alder', 11],
    ]);
  });
});
