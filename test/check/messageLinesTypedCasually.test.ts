import { describe, expect, it } from 'vitest';
import { casual } from '../../src/check/manuscript.js';

/**
 * A message typed all in lower case, set off as a quote or a list item, or with two spaces after its bold header:
 * still a casual line, whose lower case tells nothing of which words are names (src/check/manuscript.ts).
 */

describe('a message typed in lower case, however it is set off', () => {
  it('is casual when quoted or listed with no header', () => {
    expect(casual('> hi ms grieve its theo. the ship went past')).toBe(true);
    expect(casual('- hi ms grieve its theo. the ship went past')).toBe(true);
  });

  it('is casual with two spaces after its bold header', () => {
    expect(casual('**Fri, 7:12 AM — Theo:**  hi ms grieve its theo. the ship went past')).toBe(true);
  });

  it('is not casual when a quoted line opens in capitals', () => {
    expect(casual('> Hi ms grieve. the ship went past')).toBe(false);
  });
});
