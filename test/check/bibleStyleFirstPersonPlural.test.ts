import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A book told by "we" (a village, a crew) is in the first person plural: a paragraph told by "I" there is a slip, so
 * the bible's "first person plural" sets no first person, which would let any "I" pass.
 */

describe('a style of the first person plural', () => {
  it('sets the tense it gives and no person', () => {
    const bible = `## Style
- The village of Scharhoek, first person plural ('we'), past tense.
`;
    expect(parseBible(bible, ENGLISH).style).toEqual({ tense: 'past', line: 2 });
  });

  it('still reads the first person', () => {
    const bible = `## Style
- First person, past tense.
`;
    expect(parseBible(bible, ENGLISH).style).toMatchObject({ pov: 'first', tense: 'past' });
  });
});
