import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A character's gender read from the pronouns of the entry: the words of a quotation in it are someone's speech, not
 * the entry's own person. Written for these tests.
 */

const gender = (entry: string) => parseBible(`## Characters\n\n${entry}\n`, ENGLISH).characters[0]?.gender;

describe('the gender of an entry with quotations in it', () => {
  it('leaves out the pronouns inside a quotation ("she will float" said of a boat)', () => {
    expect(
      gender('### Tom Hale\n- Fisherman; he says "she will float, she will, she is a fine boat" of the Mary.'),
    ).toBe('male');
  });

  it('keeps the pronouns between two quotations, and those touching a quotation mark', () => {
    expect(gender('### Ann Hale\n- "Come in," she says, "and sit."')).toBe('female');
    expect(gender('### Ann Hale\n- She“s always right,” Tom says.')).toBe('female');
  });
});
