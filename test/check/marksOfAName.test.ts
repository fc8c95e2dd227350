import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark given by a name's possessive ("the scar on Tomas's left hand") is that person's, and a later telling on the
 * other side is a slip. Written for these tests. (A possessive of two words, "Tomas Reyes's left hand", is not read.)
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
});
