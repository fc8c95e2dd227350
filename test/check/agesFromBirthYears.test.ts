import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A year of birth close to the year the story is set in: born the year before, a child is 0 or 1, an age held
 * against the others; born in the story's own year (a baby born in the book), no age to hold against a later one.
 */

const ages = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} / ${f.against?.file}:${f.against?.line}`,
  );

describe('a year of birth the year before the story’s', () => {
  it('is an age of 0 or 1, held against another', () => {
    expect(
      ages(
        'Ivo Brand came in. He smiled. It was the autumn of 1903. He was five.',
        'Ivo Brand came in. He smiled. Ivo Brand was born in 1902.',
      ),
    ).toEqual([
      'chapter_02.md:3 0.7 Ivo Brand\'s age is "0 or 1: born 1902, the story in 1903" here; chapter_01.md:3 says "five" / chapter_01.md:3',
    ]);
  });
});

describe('a year of birth in the story’s own year', () => {
  it('gives no age to hold against one said later in the book', () => {
    expect(
      ages(
        'Ivo Brand came in. He smiled. It was the autumn of 1903. Ivo Brand was born in 1903, in the house by the mill.',
        'Ivo Brand came in. He smiled. He was five.',
      ),
    ).toEqual([]);
  });
});
