import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * An unnamed person met after a name ("Ada Venn met a man at the door") may be who a later pronoun means: a man
 * leaves a "he" to no one, a woman leaves it to the last man named, and a woman and a man together block both.
 */

describe('an age told through "he" after unnamed people', () => {
  const before = 'Tom Hale came in. He sat down by the fire.';

  it('is no one’s after a woman and a man, as after a man alone', () => {
    expect(
      attributesOf(`${before}\n\nAda Venn met a woman and a man at the door. She smiled. He was fifty-two.`),
    ).toEqual([]);
    expect(
      attributesOf(`${before}\n\nAda Venn met a man and a woman at the door. She smiled. He was fifty-two.`),
    ).toEqual([]);
    expect(attributesOf(`${before}\n\nAda Venn met a man at the door. She smiled. He was fifty-two.`)).toEqual([]);
  });

  it('is the last man’s named after a woman alone', () => {
    expect(attributesOf(`${before}\n\nAda Venn met a woman at the door. She smiled. He was fifty-two.`)).toEqual([
      'Tom Hale age 52',
    ]);
  });
});
