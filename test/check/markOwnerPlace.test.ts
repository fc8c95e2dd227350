import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Whose a limp is when a sentence names two people: "his" is read where it stands in the sentence, late in a long
 * one, so the one named just before it is the owner.
 */

const attributes = (files: Record<string, string>) =>
  checkAttributes(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const first = 'Ivo Brand came in. He smiled. He limps on his left leg. Tom Hale came in. He smiled.';

describe('a limp on the other side, late in a long sentence', () => {
  it('is the one named just before "his", not the one named in the sentence before', () => {
    expect(
      attributes(
        chaptersOf(
          first,
          'Ivo Brand waited at the gate. In the long grey morning at the yard, Tom Hale came in, limping on his right leg.',
        ),
      ),
    ).toEqual([]);
  });

  it('is the one whose name owns the limp, with "his" after it', () => {
    expect(
      attributes(
        chaptersOf(
          first,
          "Tom Hale waited at the gate. In the long grey morning at the yard, Ivo's limp on his right leg was bad.",
        ),
      ),
    ).toEqual(["chapter_02.md:3 Ivo Brand's limp (leg) is on the right here; chapter_01.md:3 puts it on the left"]);
  });
});
