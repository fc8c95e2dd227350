import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Ivo is nine.": an age told with "is" or "was" is read right after the name, never from another's "is nine" further
 * on in the sentence. Short texts written for these tests.
 */

const slips = (first: string, later: string) =>
  checkAttributes(manuscriptOf(chaptersOf(`Ivo Brand came in. ${first}`, `Ivo Brand came in. ${later}`)), {
    ...ENGLISH,
  }).findings.map((f) => `${f.file}:${f.line}`);

describe('an age told with "is" after a name', () => {
  it('is read right after the name: nine against thirty is a slip', () => {
    expect(slips('Ivo was thirty.', 'Ivo is nine.')).toEqual(['chapter_02.md:3']);
  });

  it("is not another's further on in the sentence", () => {
    expect(slips('Ivo was thirty.', 'Ivo is at home; his brother is nine.')).toEqual([]);
  });
});
