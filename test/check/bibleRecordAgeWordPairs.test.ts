import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An age in words of two parts joined by a hyphen: "thirty-four" is one number, but two small numbers joined
 * ("six-seven", a child's age given as a range) or a tens word over "ten" ("forty-ten", a slip) are read by their first
 * word (src/check/bibleRecords.ts, ageValue). Written for these tests.
 */

const age = (bible: string) => parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Mara Voss')?.fields.age;

describe('an age in words with a hyphen', () => {
  it('is one number when a tens word comes first', () => {
    expect(age('## Mara Voss\nEyes: grey\nAge: thirty-four\n')).toEqual({ value: '34', line: 3 });
  });

  it('is the first of two small numbers given as a range', () => {
    expect(age('## Mara Voss\nEyes: grey\nAge: six-seven\n')).toEqual({ value: '6', line: 3 });
  });

  it('is the tens word alone when "ten" follows it', () => {
    expect(age('## Mara Voss\nEyes: grey\nAge: forty-ten\n')).toEqual({ value: '40', line: 3 });
  });
});
