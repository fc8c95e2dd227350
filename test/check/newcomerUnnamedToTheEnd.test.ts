import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * Someone comes in unnamed ("A man in a blue shirt came up the lane") and the paragraph goes on without naming him:
 * the next paragraph's "He" may be that man, so his age is given to no one, not to the man the paragraph names after
 * him. Texts written for these tests.
 */

const CAST = 'Piero Rovere went down to the cellar. Piero Rovere came back up. Oskar Lund fed the dog.';

describe('a newcomer the paragraph never names', () => {
  it('keeps the next paragraph\'s "He was forty-one" from the man named after him', () => {
    expect(
      attributesOf(
        `${CAST}\n\nA man in a blue shirt came up the lane. Oskar Lund lit his pipe.\n\nHe was forty-one, and a widower.`,
      ),
    ).toEqual([]);
    expect(
      attributesOf(
        `${CAST}\n\nOskar Lund drove the cart. Behind him walked a man in a blue shirt. Oskar Lund lit his pipe.\n\nHe was forty-one, and a widower.`,
      ),
    ).toEqual([]);
  });

  it('gives the age to the man the paragraph names when no one came in', () => {
    expect(attributesOf(`${CAST}\n\nOskar Lund lit his pipe.\n\nHe was forty-one, and a widower.`)).toEqual([
      'Oskar Lund age 41',
    ]);
  });
});
