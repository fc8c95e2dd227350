import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "the grey-eyed Ruth" (src/check/facts.ts, featuresIn): the eyes are the name's right after the word, also across
 * a double space the typist left; a name before the word ("Tom met grey-eyed Ruth") is not the one described.
 * Texts written for these tests.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('the name after "grey-eyed"', () => {
  it('is the one described across a double space', () => {
    expect(attributesOf(`${PEOPLE}\n\nTom had met the grey-eyed  Ruth at the gate.`)).toEqual(['Ruth Penn eyes grey']);
  });

  it('is the one described, not the name just before the word', () => {
    expect(attributesOf(`${PEOPLE}\n\nTom met grey-eyed Ruth at the gate.`)).toEqual(['Ruth Penn eyes grey']);
  });
});
