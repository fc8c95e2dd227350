import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An age said in a block quote ("> 'I'm sixty,' said Ruth Penn."): an epigraph or a quoted text, not the story's
 * narration, so no age of hers; the same line as a paragraph of the story is. Texts written for these tests.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('an age in speech tagged with a name', () => {
  it('is the speaker’s in a paragraph of the story', () => {
    expect(attributesOf(`${PEOPLE}\n\n"I'm sixty," said Ruth Penn.`)).toEqual(['Ruth Penn age 60']);
  });

  it('is nobody’s in a block quote', () => {
    expect(attributesOf(`${PEOPLE}\n\n> "I'm sixty," said Ruth Penn.`)).toEqual([]);
  });
});
