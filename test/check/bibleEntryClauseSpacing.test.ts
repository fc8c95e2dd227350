import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The clauses of an entry's line with no key of their own ("Ship's pilot, lives in Harrowgate", "Age: 40 —
 * blacksmith"): each clause between commas, semicolons or dashes is read for a trade and a home, however the writer
 * spaced the marks between them (src/check/bible.ts). Bibles written for these tests.
 */

const entry = (line: string) => {
  const c = parseBible(`## Characters\n\n### Tomas Hale\n\n${line}\n`, ENGLISH).characters[0];
  return { role: c?.fields.role?.value, home: c?.fields.home?.value, age: c?.fields.age?.value };
};

describe('a trade told between commas or dashes', () => {
  it('is read with no space after the comma', () => {
    expect(entry("- Ship's pilot,lives in Harrowgate")).toEqual({
      role: "ship's pilot",
      home: 'Harrowgate',
      age: undefined,
    });
    expect(entry('- Age: 40,blacksmith')).toEqual({ role: 'blacksmith', home: undefined, age: '40' });
  });

  it('is read after a keyed value and a comma', () => {
    expect(entry('- Age: 40, blacksmith, lives in Harrowgate')).toEqual({
      role: 'blacksmith',
      home: 'Harrowgate',
      age: '40',
    });
  });

  it('is read with two spaces on either side of a dash', () => {
    expect(entry('- Age: 40 — blacksmith  — lives in Harrowgate')).toEqual({
      role: 'blacksmith',
      home: 'Harrowgate',
      age: '40',
    });
    expect(entry('- Age: 40 —  blacksmith')).toEqual({ role: 'blacksmith', home: undefined, age: '40' });
  });
});
