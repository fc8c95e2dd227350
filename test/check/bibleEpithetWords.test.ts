import { describe, expect, it } from 'vitest';
import { isEpithet } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** What a bible's alias in lower case must be to stand for one person: "the" and one or two words of a role. */

describe('an epithet among a bible’s aliases', () => {
  it('is "the" and a word or two in lower case', () => {
    expect(isEpithet('the ferryman', ENGLISH)).toBe(true);
    expect(isEpithet('the new schoolmaster', ENGLISH)).toBe(true);
  });

  it('is not a plain word, a name in capitals, nor a phrase of three words', () => {
    expect(isEpithet('the eldest', ENGLISH)).toBe(false);
    expect(isEpithet('the Pilot', ENGLISH)).toBe(false);
    expect(isEpithet('the one who finds', ENGLISH)).toBe(false);
    // A plain word beside a role is plain all the same: "the old man", "the second mate".
    expect(isEpithet('the old man', ENGLISH)).toBe(false);
    expect(isEpithet('the second mate', ENGLISH)).toBe(false);
  });
});
