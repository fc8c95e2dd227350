import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A prose bible's paragraph that opens on a one-word name with dates in brackets ("Nora (b.1900), the baker's
 * widow."): the period inside the brackets does not make the name a sentence alone ("Okay."). Text written for it.
 */

describe('a one-word name with a dated bracket opening a prose paragraph', () => {
  it('is a character of her own, with the looks her paragraph gives', () => {
    const memo = [
      'Okay. Recording.',
      '',
      "Nora (b.1900), the baker's widow. Blue eyes. She keeps the inn.",
      '',
      'Theresa Keough, the daughter. Grey eyes. She is seventeen.',
    ].join('\n');
    const people = parseBible(memo, ENGLISH).characters;
    expect(people.map((c) => [c.name, c.line, c.fields.eyes?.value])).toEqual([
      ['Nora', 3, 'Blue'],
      ['Theresa Keough', 5, 'Grey'],
    ]);
  });
});
