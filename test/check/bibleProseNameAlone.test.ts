import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

// A dictated voice memo's paragraph: "Theresa Keough. Born the twelfth of May… Grey eyes. … Scar across the ball of
// her left thumb, fish knife." The name alone opens her paragraph; "Scar across" is no person (a word ending in s is
// no verb just for that); "Okay." alone is no one.
const memo = [
  'Okay. Recording.',
  '',
  'Theresa Keough. Born the twelfth of May, nineteen forty-eight. So she is seventeen when it opens. Grey eyes, long',
  'brown hair in a plait. Scar across the ball of her left thumb, fish knife. Family calls her Sprat.',
  '',
  'Nora Keough, the mother. Widow. Blue eyes.',
].join('\n');

describe('a name alone as the first sentence of a prose paragraph', () => {
  it("opens that person's paragraph", () => {
    const people = parseBible(memo, ENGLISH).characters;
    const theresa = people.find((c) => c.name === 'Theresa Keough');
    expect(theresa?.fields.eyes?.value.toLowerCase()).toBe('grey');
    expect(people.map((c) => c.name)).toEqual(['Theresa Keough', 'Nora Keough']);
  });
});
