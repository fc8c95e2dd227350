import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An age before its pronoun ("Now ten, she…", "Ten years old, and he…"): a child's age is read whatever it is, but
 * "At six, he is already…" is a time of day up to the hours of a clock (twelve), an age past them. Written for
 * these tests.
 */

const ages = (sentence: string) =>
  attributesOf(`Ivo Brand came in. He smiled. ${sentence}`).filter((a) => a.includes(' age '));

describe('an age before its pronoun', () => {
  it('reads a child’s age after "Now" or before "years old"', () => {
    expect(ages('Now ten, he still climbs the hill.')).toEqual(['Ivo Brand age 10']);
    expect(ages('Ten years old, and he still climbs the hill.')).toEqual(['Ivo Brand age 10']);
  });

  it('reads "At N," as the hours of a clock up to twelve, and an age past them', () => {
    expect(ages('At six, he is already at the quay.')).toEqual([]);
    expect(ages('At twelve, he is already at the quay.')).toEqual([]);
    expect(ages('At thirteen, he is already at the quay.')).toEqual(['Ivo Brand age 13']);
  });
});
