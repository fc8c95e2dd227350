import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * Two spaces typed between words, as many writers do, change no reading of a colour (src/check/facts.ts, the
 * feature reading): the colour past an article and a word, and the hair of the one a comma sets a person's noun
 * beside. Texts written for these tests.
 */

describe('a feature with two spaces typed in it', () => {
  it('reads the copper of "her hair was a  deliberate copper red"', () => {
    expect(
      attributesOf('Dora Szabo got out of the car. She was compact, and her hair was a  deliberate copper red.'),
    ).toEqual(['Dora Szabo hair red']);
  });

  it('gives "a thin man with grey hair" to the subject after "the step,  "', () => {
    expect(attributesOf('Piet Brink came out. Piet Brink is on the step,  a thin man with grey hair.')).toEqual([
      'Piet Brink hair grey',
    ]);
  });
});
