import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

// 'Said Nell, very quietly, "Go home."', '"Where to?" Asked Nell.': a speech verb opening a sentence is no part of
// the name, even in a book that never writes "said" or "asked" in lower case (a present-tense book says "says").
describe('a speech verb opening a sentence before a name', () => {
  it('is no name, and the one speaking is the one named', () => {
    const { characters } = readFacts(
      manuscriptOf(
        chaptersOf(
          'Then Nell turned to him. Said Nell, very quietly, "Go home, Tom."',
          '"Where to?" Asked Nell. Nell Hart laughs. Nell Hart says nothing.',
        ),
      ),
      ENGLISH,
    );
    expect(characters.map((c) => c.name)).toEqual(['Nell Hart']);
    expect(characters[0]?.names).toEqual(expect.arrayContaining(['Nell']));
  });
});
