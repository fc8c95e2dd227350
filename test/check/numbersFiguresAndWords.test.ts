import { describe, expect, it } from 'vitest';
import { numberOf } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The number an age, a count or a bed is said with (src/check/facts.ts `numberOf`): figures alone ("52") or
 * number words ("fifty-two", "Seven"). Figures with letters before or after them ("52nd", "No52") are no
 * number, as a word it does not know is none: the checker reads no age or count from them.
 */

describe('a number written in figures or words', () => {
  it('reads figures alone and number words', () => {
    expect(numberOf('52', ENGLISH)).toBe(52);
    expect(numberOf('fifty-two', ENGLISH)).toBe(52);
    expect(numberOf('Seven', ENGLISH)).toBe(7);
  });

  it('reads nothing from figures with letters after or before them, nor from a word it does not know', () => {
    expect(numberOf('52nd', ENGLISH)).toBeUndefined();
    expect(numberOf('No52', ENGLISH)).toBeUndefined();
    expect(numberOf('fifty-odd', ENGLISH)).toBeUndefined();
  });
});
