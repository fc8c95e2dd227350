import { describe, expect, it } from 'vitest';
import { ageMovedOn, agrees } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible's age span written with spaces round its dash ("40 - 45", "about 40 – 45") is read as the whole span. */

describe('an age span with spaces round the dash', () => {
  it('agrees with an age inside the span, and not with one past it', () => {
    expect(agrees('age', '44', '40 - 45', ENGLISH)).toBe(true);
    expect(agrees('age', '44', 'about 40 – 45', ENGLISH)).toBe(true);
    expect(agrees('age', '52', '40 - 45', ENGLISH)).toBe(false);
  });

  it('moves on as a span over the years', () => {
    expect(ageMovedOn('40 - 45', 10)).toBe('50-55');
    expect(ageMovedOn('40-45', 10)).toBe('50-55');
  });
});
