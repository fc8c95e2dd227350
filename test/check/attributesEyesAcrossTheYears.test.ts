import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * In a book that crosses the years ("# Chapter Two: 1966"), only an age grows with them: eyes said blue in 1952
 * and brown in 1966 are reported as they stand, with no "in 1952, so … by 1966". Texts written for these tests
 * (src/check/checks/attributes.ts).
 */

const saga = (one: string, two: string) =>
  checkAttributes(
    manuscriptOf({
      'chapter_01.md': `# Chapter One: 1952\n\n${one}\n`,
      'chapter_02.md': `# Chapter Two: 1966\n\n${two}\n`,
    }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a colour said in two years of the book', () => {
  it('is reported as it stands, not grown by the years between', () => {
    expect(
      saga('Susan Pask had blue eyes. Her mother took her to the sea.', 'Susan Pask had brown eyes that spring.'),
    ).toEqual(['chapter_02.md:3 Susan Pask\'s eyes are "brown" here; chapter_01.md:3 says "blue"']);
  });

  it('beside an age, which is grown by the years between', () => {
    expect(
      saga(
        'Susan Pask was seven. Susan Pask had blue eyes. Her mother took her to the sea.',
        'Susan Pask was thirty that spring. Susan Pask had brown eyes.',
      ),
    ).toEqual([
      'chapter_02.md:3 Susan Pask\'s eyes are "brown" here; chapter_01.md:3 says "blue"',
      'chapter_02.md:3 Susan Pask\'s age is 30 here; chapter_01.md:3 says "seven" in 1952, so 21 by 1966',
    ]);
  });
});
