import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's age written in words, capitalised as a label's value often is ("Age: Forty-one", "Age: Thirty"): the
 * age in digits. Bibles written for these tests.
 */

describe('an age in words in a record', () => {
  it('is read as its number, whatever its capitals', () => {
    const bible = 'Name: Mara Voss\nAge: Forty-one\nEyes: grey\n\nName: Tom Voss\nAge: THIRTY\n';
    expect(
      canonicalBible(bible, ENGLISH)
        .filter((l) => l.text.startsWith('- age'))
        .map((l) => `${l.line} ${l.text}`),
    ).toEqual(['2 - age: 41', '6 - age: 30']);
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.age?.value, c.fields.age?.line])).toEqual(
      [
        ['Mara Voss', '41', 2],
        ['Tom Voss', '30', 6],
      ],
    );
  });
});
