import { describe, expect, it } from 'vitest';
import { hopeUsesTheKnifeAfter } from '../support/knifeGivings.js';

/**
 * "Hope Marsh went to the mantel and gave it to Kit Bell, and he laughed": the giver after "and" is the subject
 * before it, not a pronoun further on in the sentence; after "and then—" too. Written for these tests.
 */

describe('a giving after "and"', () => {
  it('is the giving of the subject before "and", whatever pronoun follows', () => {
    expect(
      hopeUsesTheKnifeAfter(
        'Hope Marsh took the knife from the drawer.',
        'Hope Marsh went to the mantel and gave it to Kit Bell, and he laughed.',
      ),
    ).toEqual(['chapter_02.md:3 against chapter_01.md:7']);
  });

  it('is the giving of the subject before "and then" and a dash', () => {
    expect(
      hopeUsesTheKnifeAfter(
        'Hope Marsh took the knife from the drawer.',
        'Hope Marsh stood a long while at the mantel, and then—gave it to Kit Bell.',
      ),
    ).toEqual(['chapter_02.md:3 against chapter_01.md:7']);
  });
});
