import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/** "They are blue" after a sentence about two people's eyes is neither one's: the eyes before are no one's alone. */

describe('"They are …" after two pairs of eyes', () => {
  it('gives no one a colour', () => {
    expect(
      attributesOf(
        "Lena Albright came in. Tom Hale came in. Lena Albright's eyes are bright, and Tom Hale's eyes are bright. They are the same washed blue as ever.",
      ),
    ).toEqual([]);
  });

  it('gives the one a colour after one pair', () => {
    expect(
      attributesOf(
        "Lena Albright came in. Tom Hale came in. Lena Albright's eyes are bright. They are the same washed blue as ever.",
      ),
    ).toEqual(['Lena Albright eyes blue']);
  });
});
