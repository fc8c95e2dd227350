import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * An age said against another: the finding says how the first has grown ("in 1952, so 21 by 1966") only when both
 * ages stand in years the book names and the years differ. Written for these tests.
 */

const twoChapters = (headOne: string, one: string, headTwo: string, two: string) =>
  checkAttributes(
    manuscriptOf({ 'chapter_01.md': `${headOne}\n\n${one}\n`, 'chapter_02.md': `${headTwo}\n\n${two}\n` }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const SEVEN = 'Susan Pask was seven. Her mother took her to the sea.';
const THIRTY = 'Susan Pask was thirty that spring.';
const PLAIN = 'chapter_02.md:3 Susan Pask\'s age is 30 here; chapter_01.md:3 says "seven"';

describe('an age held to one said in a year the book does not name', () => {
  it('says no growth when only the later chapter names its year', () => {
    expect(twoChapters('# One', SEVEN, '# Chapter Two: 1966', THIRTY)).toEqual([PLAIN]);
  });

  it('says no growth when only the earlier chapter names its year', () => {
    expect(twoChapters('# Chapter One: 1952', SEVEN, '# Two', THIRTY)).toEqual([PLAIN]);
  });

  it('says no growth when both chapters name the same year', () => {
    expect(twoChapters('# Chapter One: 1952', SEVEN, '# Chapter Two: 1952', THIRTY)).toEqual([PLAIN]);
  });
});
