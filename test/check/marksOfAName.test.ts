import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark given by a name's possessive ("the scar on Tomas's left hand") is that person's, and a later telling on the
 * other side is a slip; so is one given by a whole name's ("Tomas Reyes's right hand"). Written for these tests.
 */

const sides = (first: string, later: string) =>
  checkAttributes(
    manuscriptOf(chaptersOf(first, 'The boats were in. Tomas Reyes counted the crates twice.', later)),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.category}`);

describe("a mark told by a name's possessive", () => {
  it('holds the later chapter to the side first told', () => {
    expect(
      sides(
        'Tomas Reyes came down to the quay at dawn. The old scar on Tomas’s left hand was white with cold.',
        'Tomas Reyes lifted the crate, the scar on his right hand pale in the lamplight.',
      ),
    ).toEqual(['chapter_03.md:3 attribute']);
  });

  it('is quiet when the later telling keeps the side', () => {
    expect(
      sides(
        'Tomas Reyes came down to the quay at dawn. The old scar on Tomas’s left hand was white with cold.',
        'Tomas Reyes lifted the crate, the scar on his left hand pale in the lamplight.',
      ),
    ).toEqual([]);
  });

  it("reads a whole name's possessive, after a preposition or before the part", () => {
    const first = 'Tomas Reyes came down to the quay at dawn. The old scar on Tomas’s left hand was white with cold.';
    expect(sides(first, 'Ana Ortiz looked at the scar on Tomas Reyes’s right hand and said nothing.')).toEqual([
      'chapter_03.md:3 attribute',
    ]);
    expect(sides(first, 'Tomas Reyes’s right hand, the one with the scar, was bandaged.')).toEqual([
      'chapter_03.md:3 attribute',
    ]);
    expect(sides(first, 'Ana Ortiz looked at the scar on Tomas Reyes’s left hand and said nothing.')).toEqual([]);
  });

  it("gives a whole name's mark to that name, not to another person named before it", () => {
    const first = 'Ana Ortiz came down to the quay at dawn. The old scar on Ana’s left hand was white with cold.';
    expect(sides(first, 'Ana Ortiz looked at the scar on Tomas Reyes’s right hand and said nothing.')).toEqual([]);
  });
});
