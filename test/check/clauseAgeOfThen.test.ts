import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "…, and she was nineteen" tells her age (src/check/facts.ts, clausePronounAgeIn), but not in a clause of another
 * time: "until the war began and she was nineteen", "since the flood came and she was seven" are ages she had then.
 */

const ADA = 'Ada Marsh kept the mill. She kept it well, and she kept it clean.';

describe('an age told through a pronoun in a clause', () => {
  it('is her age now after "and"', () => {
    expect(attributesOf(`${ADA} Ada Marsh sat down, and she was nineteen.`)).toEqual(['Ada Marsh age 19']);
  });

  it('is no age of now in a clause of another time', () => {
    expect(attributesOf(`${ADA} Ada Marsh kept it until the war began and she was nineteen.`)).toEqual([]);
    expect(attributesOf(`${ADA} Ada Marsh had kept it since the flood came and she was seven.`)).toEqual([]);
    expect(attributesOf(`${ADA} Ada Marsh would marry after the harvest and she was nineteen.`)).toEqual([]);
  });

  it('is no age of now after "the year that" or "the summer" (one space before the pronoun)', () => {
    expect(attributesOf(`${ADA} Ada Marsh left it the year that she turned seven.`)).toEqual([]);
    expect(attributesOf(`${ADA} Ada Marsh left it the summer she turned seven.`)).toEqual([]);
  });
});
