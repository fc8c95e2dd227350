import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An age said in speech belongs to the one name tagged as saying it ("said Ruth"), not to another name the
 * narration goes on to mention ("looking at Tom").
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('an age said in speech with a tag before the speaker', () => {
  it("is the tagged speaker's, though the narration names someone after", () => {
    expect(attributesOf(`${PEOPLE}\n\n"I'm sixteen," said Ruth, looking at Tom.`)).toEqual(['Ruth Penn age 16']);
  });
});
