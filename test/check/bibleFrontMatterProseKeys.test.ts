import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Notes headed by front matter whose free text has a line that reads like a key ("Habit: reads the paper
 * backwards."): still the note's text, no fence of a block; the next note's front matter is its own, its type
 * its section. Written for these tests.
 */

const NOTES = `---
type: character
name: Nora Keane
eyes: green
---
Marks proofs with a green Parker.
Habit: reads the paper backwards.

---
type: place
name: Rathmore
features: grey house, beech trees
---

---
type: character
name: Tom Hanlon
eyes: blue-grey
---
`;

describe('a line like a key in a note’s free text', () => {
  it('leaves the next note a place, as its front matter says', () => {
    const bible = parseBible(NOTES, ENGLISH);
    expect(bible.places.map((p) => p.name)).toEqual(['Rathmore']);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes])).toEqual([
      ['Nora Keane', { value: 'green', line: 4 }],
      ['Tom Hanlon', { value: 'blue-grey', line: 18 }],
    ]);
  });
});
