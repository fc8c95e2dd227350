import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "He was fifty-two" after a man and someone whose gender the text never tells: the age is the man's when he was
 * named last, and no one's when the other was. Texts written for these tests (src/check/facts.ts, ageOwner).
 */

const attributes = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const HUNTER = 'Hunter Becker came in. He smiled. He was thirty-eight.';

describe('an age told through "He" beside a person of no told gender', () => {
  it("is the man's when he is named after the other, and reported against his first age", () => {
    expect(
      attributes(
        HUNTER,
        'Kowalski was on the dock. Kowalski waved. Hunter Becker came down the steps. He was fifty-two.',
      ),
    ).toEqual(['chapter_02.md:3 Hunter Becker\'s age is 52 here; chapter_01.md:3 says "thirty-eight"']);
  });

  it("is no one's when the other is named after him", () => {
    expect(
      attributes(
        HUNTER,
        'Hunter Becker came down the steps. Kowalski was on the dock. Kowalski waved. He was fifty-two.',
      ),
    ).toEqual([]);
  });
});
