import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * One's own word of coming back on a weekday ("I'll be back on Monday"), read whatever spaces were typed between its
 * words, and never out of a word that only ends like "am" or "are". The weekday is the one read. Texts written for
 * these tests.
 */

const dayOf = (said: string): string | undefined => ENGLISH.ownReturn.exec(said)?.[1];

describe('"I\'ll be back on Monday", spoken', () => {
  it('reads the day with two spaces typed after "I" or "we"', () => {
    expect(dayOf('I  am back on Monday, first thing.')).toBe('Monday');
    expect(dayOf('I  will be back on Tuesday.')).toBe('Tuesday');
    expect(dayOf('I  shall be back on Wednesday.')).toBe('Wednesday');
    expect(dayOf('Well, we  are back on Thursday.')).toBe('Thursday');
  });

  it('reads the day with two spaces typed between the later words', () => {
    expect(dayOf('I’ll  be back on Friday.')).toBe('Friday');
    expect(dayOf('I’ll be  back on Friday.')).toBe('Friday');
    expect(dayOf('I’ll be back  on Friday.')).toBe('Friday');
    expect(dayOf('I’ll be back up  on Friday.')).toBe('Friday');
    expect(dayOf('I’ll be back up there on  Saturday.')).toBe('Saturday');
    expect(dayOf('I’ll be back up there on the  Saturday.')).toBe('Saturday');
  });

  it('reads "on" and "the" after two words of how', () => {
    expect(dayOf('I’ll be back up there on Sunday.')).toBe('Sunday');
    expect(dayOf('I’ll be back up there on the Sunday.')).toBe('Sunday');
  });

  it('reads no return out of a word that only begins with "I" or "we"', () => {
    expect(dayOf('Ibram will be back on Monday.')).toBeUndefined();
    expect(dayOf('I-will be back on Monday.')).toBeUndefined();
    expect(dayOf('I-shall be back on Monday.')).toBeUndefined();
    expect(dayOf('Iclare is back on Monday.')).toBeUndefined();
  });
});
