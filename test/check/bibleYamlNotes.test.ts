import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A YAML bible's notes on a person written as a block of text ("notes: |" over its lines, which YAML ends with a
 * line break): terse fragments ("Forty-one, grey eyes, walks with a stick.") each read as one, an age alone an age.
 */

describe('notes on a person in a YAML block of text', () => {
  it('are read fragment by fragment, as the same notes in quotes are', () => {
    const block =
      'characters:\n  Mara Voss:\n    role: keeper\n    notes: |\n      Forty-one, grey eyes, walks with a stick.\n';
    const quoted =
      'characters:\n  Mara Voss:\n    role: keeper\n    notes: "Forty-one, grey eyes, walks with a stick."\n';
    for (const text of [block, quoted]) {
      const [mara, ...others] = parseBible(text, ENGLISH).characters;
      expect(others).toEqual([]);
      expect([mara?.name, mara?.fields.age, mara?.fields.eyes]).toEqual([
        'Mara Voss',
        { value: '41', line: 4 },
        { value: 'grey', line: 4 },
      ]);
    }
  });
});
