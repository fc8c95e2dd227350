import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Her eyes WERE green, whatever Tom said.": a linking verb set in capitals for emphasis still links the eyes to the
 * colour after it, as "were" does (src/check/facts.ts, linkAfter).
 */

const eyesOf = (sentence: string) =>
  (
    buildFactBase(
      manuscriptOf(chaptersOf(`Ada Quill came in and sat down. Ada Quill laughed. ${sentence}`)),
      ENGLISH,
    ).cast.find((c) => c.name === 'Ada Quill')?.attributes ?? []
  )
    .filter((a) => a.field === 'eyes')
    .map((a) => a.value);

describe('a linking verb in capitals', () => {
  it('links the eyes to the colour as the verb in lower case does', () => {
    expect(eyesOf('Her eyes were green, whatever Tom said.')).toEqual(['green']);
    expect(eyesOf('Her eyes WERE green, whatever Tom said.')).toEqual(['green']);
  });
});
