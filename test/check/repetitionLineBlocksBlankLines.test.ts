import { describe, expect, it } from 'vitest';
import { setAsLines } from '../../src/check/checks/repetition.js';

/** A block set as short lines counts its written lines only: an empty or blank line is no line. Written for these tests. */

describe('a block set as short lines, counting its lines', () => {
  it('is not one line with an empty line after it', () => {
    expect(setAsLines('Tom Lindqvist\n')).toBe(false);
    expect(setAsLines('\nTom Lindqvist')).toBe(false);
  });

  it('is not one line with a line of spaces after it', () => {
    expect(setAsLines('Tom Lindqvist\n   ')).toBe(false);
    expect(setAsLines('\t\nTom Lindqvist')).toBe(false);
  });

  it('is still two short lines with a blank line between them', () => {
    expect(setAsLines('Tom Lindqvist\n  \nExecutive Director')).toBe(true);
  });
});
