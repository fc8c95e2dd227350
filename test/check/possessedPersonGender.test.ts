import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

// "He was twenty-two, Lucia's younger brother, … his nose. He set down the crate": the pronouns after a name that
// holds a person ("Lucia's brother") are that person's; read as Lucia's, they made her a man, and then "She was
// twenty-six" and her eyes were no one's.
const brother =
  "Bento came in from the yard with a crate of soda bottles on his shoulder. He was twenty-two, Lucia's younger brother, thin and quick, with spectacles that slid down his nose when he sweated. He set down the crate and grinned at me.";
const sister = 'Lucia came out of the back room. She was twenty-six. She had dark brown eyes, very steady.';

describe('a name that holds a person', () => {
  it("gives the holder none of the held person's pronouns", () => {
    const { characters } = readFacts(manuscriptOf(chaptersOf(brother, sister)), ENGLISH);
    expect(characters.find((c) => c.name === 'Lucia')?.gender).not.toBe('male');
    expect(attributesOf(brother, sister)).toEqual(expect.arrayContaining(['Lucia age 26', 'Lucia eyes brown']));
  });

  it("still reads a name's own pronoun after the name holds a thing", () => {
    const { characters } = readFacts(
      manuscriptOf(
        chaptersOf(
          "Walter Hale's old hand shook on his cane.",
          'Walter Hale looked up at the clock, and Walter Hale said nothing.',
        ),
      ),
      ENGLISH,
    );
    expect(characters.find((c) => c.name === 'Walter Hale')?.gender).toBe('male');
  });
});
