import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "…, and she was nineteen" is her age unless "then" or "when" follows it (src/check/facts.ts, clausePronounAgeIn):
 * the word before the age in the sentence ("Then Ada sat down", "late when the tide was high") is no sign of
 * another time. Texts written for these tests.
 */

const ADA = 'Ada Marsh kept the mill. She kept it well, and she kept it clean.';

describe('an age told through a pronoun after "then" or "when" earlier in the sentence', () => {
  it('is her age when the sentence opens on "Then"', () => {
    expect(attributesOf(`${ADA} Then Ada Marsh sat down, and she was nineteen.`)).toEqual(['Ada Marsh age 19']);
  });

  it('is her age after a "when" clause before it', () => {
    expect(attributesOf(`${ADA} Ada Marsh sat up late when the tide was high, and she was nineteen.`)).toEqual([
      'Ada Marsh age 19',
    ]);
  });

  it('is no age of now with "then" after it', () => {
    expect(attributesOf(`${ADA} Ada Marsh sat down, and she was nineteen then.`)).toEqual([]);
  });
});
