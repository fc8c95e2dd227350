import { describe, expect, it } from 'vitest';
import { bothBlocked } from '../../src/check/facts.js';

/** Two unnamed people between a pronoun and its name: whom they keep the pronoun from. */

describe('two blocks at once', () => {
  it('keeps a gender blocked when the other blocks no one or the same gender', () => {
    expect(bothBlocked('female', false)).toBe('female');
    expect(bothBlocked('male', 'male')).toBe('male');
    expect(bothBlocked(false, 'male')).toBe('male');
  });

  it('blocks everyone when two genders are blocked, or anyone is', () => {
    expect(bothBlocked('female', 'male')).toBe(true);
    expect(bothBlocked('male', true)).toBe(true);
  });
});
