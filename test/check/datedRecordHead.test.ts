import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A paragraph opened by a date in bold or italics ("*Monday, 3 March 1952*", "**March 13, 1952**") is a dated record
 * (a diary's or a log's): read with the weekday or without, "the" and "of" or not, the day before the month or after
 * it, and two spaces typed anywhere a space is. A date inside the line is no record's head. Texts written for these
 * tests.
 */

const dated = (line: string): boolean => ENGLISH.reading.datedRecord.test(line);

describe('a record opened by its date', () => {
  it('reads the date at the head of the line only, after spaces', () => {
    expect(dated('  *3 March 1952*')).toBe(true);
    expect(dated('Then, *3 March 1952*, it rained.')).toBe(false);
  });

  it('reads two stars or a space inside them', () => {
    expect(dated('**3 March 1952**')).toBe(true);
    expect(dated('* 3 March 1952*')).toBe(true);
  });

  it('reads the weekday or none, with its comma or none', () => {
    expect(dated('*3 March 1952*')).toBe(true);
    expect(dated('*Monday 3 March 1952*')).toBe(true);
    expect(dated('*Monday,  3 March 1952*')).toBe(true);
  });

  it('reads the day before the month, with "the", "of" and its ending or without', () => {
    expect(dated('*the 3rd of March 1952*')).toBe(true);
    expect(dated('*the  3rd of March 1952*')).toBe(true);
    expect(dated('*3  March 1952*')).toBe(true);
    expect(dated('*3rd of  March 1952*')).toBe(true);
  });

  it('reads the day after the month, of two digits, with or without its ending', () => {
    expect(dated('*March 3, 1952*')).toBe(true);
    expect(dated('*March  3, 1952*')).toBe(true);
    expect(dated('*March 13, 1952*')).toBe(true);
    expect(dated('*March 13,  1952*')).toBe(true);
  });
});
