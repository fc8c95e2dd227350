import { describe, expect, it } from 'vitest';
import { plural } from '../../src/ui/plural.js';

describe('plural', () => {
  it('one is singular, everything else plural, with the number formatted', () => {
    expect(plural(1, 'draft')).toBe('1 draft');
    expect(plural(0, 'chapter')).toBe('0 chapters');
    expect(plural(12_400, 'word')).toBe('12,400 words');
  });
});
