import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Terse notes on a person ("Forty-one, grey eyes, walks with a stick.") typed with no space after a comma, or two:
 * still fragments, each read as one, the age alone an age. Written for these tests.
 */

const notes = (text: string) => `characters:\n  Mara Voss:\n    role: keeper\n    notes: "${text}"\n`;

describe('terse notes spaced unevenly', () => {
  it('read an age alone with no space after its comma', () => {
    const [mara] = parseBible(notes('Forty-one,grey eyes,walks with a stick.'), ENGLISH).characters;
    expect([mara?.name, mara?.fields.age, mara?.fields.eyes]).toEqual([
      'Mara Voss',
      { value: '41', line: 4 },
      { value: 'grey', line: 4 },
    ]);
  });

  it('read an age alone with two spaces after its comma', () => {
    const [mara] = parseBible(notes('Forty-one,  grey eyes,  walks with a stick.'), ENGLISH).characters;
    expect([mara?.name, mara?.fields.age, mara?.fields.eyes]).toEqual([
      'Mara Voss',
      { value: '41', line: 4 },
      { value: 'grey', line: 4 },
    ]);
  });
});
