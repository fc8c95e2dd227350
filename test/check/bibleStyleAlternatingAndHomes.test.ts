import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A style section that says the chapters alternate has no one voice for the book, whichever line says so; and a
 * character's home read from prose that says where they live inside a longer clause ("who lives in Harrowgate").
 */

describe("a style section's alternating chapters", () => {
  it('sets no voice when one of its lines says the chapters alternate', () => {
    const bible = `## Style
- First person, past tense.
- The chapters alternate between Wren and Tom.
`;
    expect(parseBible(bible, ENGLISH).style).toBeUndefined();
  });

  it('sets the voice its lines give when none says the chapters alternate', () => {
    const bible = `## Style
- First person, past tense.
- Short chapters.
`;
    expect(parseBible(bible, ENGLISH).style).toMatchObject({ pov: 'first', tense: 'past', line: 2 });
  });
});

describe("a character's home in prose", () => {
  it('reads where they live from a clause inside a sentence', () => {
    const bible = `## Characters

### Tomas Hale
A ship's pilot who lives in Harrowgate with his sister.
`;
    const tomas = parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Tomas Hale');
    expect(tomas?.fields.home).toEqual({ value: 'Harrowgate', line: 4 });
  });

  it('keeps the first home an entry gives', () => {
    const bible = `## Characters

### Tomas Hale
- home: Saltcote
A ship's pilot who lives in Harrowgate with his sister.
`;
    const tomas = parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Tomas Hale');
    expect(tomas?.fields.home).toEqual({ value: 'Saltcote', line: 4 });
  });
});
