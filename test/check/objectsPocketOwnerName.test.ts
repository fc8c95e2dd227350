import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The key was still in Annie’s pocket": the pocket is the one named after the thing, not another whose name
 * her name begins with ("Ann") named before it.
 */

describe('the owner of the pocket a thing is in', () => {
  it('is the name after the thing, not an earlier name it begins with', () => {
    const gave = 'Annie Lowe stood. Ann Pike stood. Annie Lowe gave the key to Ann Pike.';
    const later = 'Ann Pike came in. Annie Lowe came in. Ann watched; the key was still in Annie’s pocket.';
    expect(
      givenAway(manuscriptOf(chaptersOf(gave, later)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`),
    ).toEqual([
      'chapter_02.md:3 Annie Lowe has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('is the whole name before "’s", first name and surname', () => {
    const gave = 'Annie Lowe stood. Ann Pike stood. Annie Lowe gave the key to Ann Pike.';
    const later = 'Ann Pike came in. Annie Lowe came in. Ann watched; the key was still in Annie Lowe’s pocket.';
    expect(
      givenAway(manuscriptOf(chaptersOf(gave, later)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`),
    ).toEqual([
      'chapter_02.md:3 Annie Lowe has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
