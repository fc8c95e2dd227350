import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "Ruth Penn. I'm sixteen.": an age said in speech right after a name and a full stop is the one named introducing
 * herself, wherever the name stands in the speech; after a comma only when the name opens it ("Listen, Ruth Penn,
 * I'm sixteen" is said to her).
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('an age said right after a name in speech', () => {
  it('is the named one’s after a full stop, with words before the name', () => {
    expect(attributesOf(`${PEOPLE}\n\nThe girl came to the door. "Good evening. Ruth Penn. I'm sixteen."`)).toEqual([
      'Ruth Penn age 16',
    ]);
  });

  it('is no one’s after a comma, with words before the name', () => {
    expect(attributesOf(`${PEOPLE}\n\nThe girl came to the door. "Listen, Ruth Penn, I'm sixteen."`)).toEqual([]);
  });
});
