import { describe, expect, it } from 'vitest';
import { hopeUsesTheKnifeAfter } from '../support/knifeGivings.js';

/**
 * One who gave a thing away twice, and then uses it after a third person gave it on: the finding stands against
 * their later giving, the one that last parted them from it. Written for these tests.
 */

describe('a thing given away twice by one, then given on by another', () => {
  it('is held against the later of the two givings', () => {
    expect(
      hopeUsesTheKnifeAfter(
        'Hope Marsh gave the knife to Kit Bell.',
        'Hope Marsh held the knife out to Nell Alder.',
        'Nell Alder cut the string using the knife.',
        'Nell Alder held the knife out to Kit Bell.',
        'Kit Bell cut the rope using the knife.',
      ),
    ).toEqual(['chapter_02.md:3 against chapter_01.md:7']);
  });
});
