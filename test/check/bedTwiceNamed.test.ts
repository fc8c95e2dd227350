import { describe, expect, it } from 'vitest';
import { bedSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The bed's right occupant must be put there at least twice in the book: named there exactly twice is enough to
 * make a name given once in the same chapter a slip; two names each put there once are two patients, not a slip
 * (src/check/checks/nameSlips.ts, bedSlips). Texts written for these tests.
 */

const slips = (...texts: string[]) =>
  bedSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`);

describe('a bed’s occupant named twice', () => {
  it('makes the one named there once in that chapter a slip, counted as two times', () => {
    expect(
      slips(
        'Mr. Darrow in bed nine slept through the night.',
        'At two Mr. Quill in bed nine began to wheeze. By four Mr. Darrow of bed 9 was asleep again.',
      ),
    ).toEqual([
      'chapter_02.md:3 0.6 "Mr. Quill" in bed 9 here; chapter_02.md:3 puts Darrow in bed 9 in the same chapter (2 times in the book), and nothing between empties the bed',
    ]);
  });

  it('is not made of two names each put in the bed once', () => {
    expect(
      slips(
        'Nell did the round.',
        'At two Mr. Quill in bed nine began to wheeze. By four Mr. Darrow of bed 9 was asleep.',
      ),
    ).toEqual([]);
  });
});
