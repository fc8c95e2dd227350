import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An age told through a sentence's opening pronoun ("He was thirty-five.") is the age of the last man named; said of
 * another time ("He was thirty-five then", "She was nine when the war came") it is no age of the story's present.
 */

describe('an age told through an opening pronoun', () => {
  it('is the last named man’s age when said of now', () => {
    expect(attributesOf('Tom Hale came in from the yard. He was thirty-five.')).toEqual(['Tom Hale age 35']);
  });

  it('is no one’s age when a word of another time follows it', () => {
    expect(attributesOf('Tom Hale came in from the yard. He was thirty-five then.')).toEqual([]);
    expect(attributesOf('Ada Venn came in from the yard. She was nine, when the war came.')).toEqual([]);
  });
});
