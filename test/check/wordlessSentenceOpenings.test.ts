import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * In a book whose language the checker cannot read, a name is a capital inside a sentence, twice: a word that only
 * opens sentences ("Dann", "Leise") is no one, however often it does; a full name that opens them ("Margot Weber
 * kam") is someone by its later words. Texts written for these tests.
 */

function castOf(text: string): string[] {
  const german = wordlessLanguage('de', 'German');
  const { facts } = readFacts(manuscriptOf(chaptersOf(text), '', german), german);
  return facts.cast.map((c) => c.name);
}

describe('a capital word that only opens sentences, in a language without words', () => {
  it('is no character ("Dann kam Margot… Dann schlief sie.")', () => {
    expect(castOf('Dann kam Margot nach Hause. Dann schlief sie. Am Abend sah Margot den Mond.')).toEqual(['Margot']);
  });

  it('is no character when it opens a sentence before the name ("Leise kam Margot")', () => {
    expect(castOf('Leise kam Margot nach Hause. Leise schlief sie. Am Abend sah Margot den Mond.')).toEqual(['Margot']);
  });
});

describe('a full name that opens each sentence, in a language without words', () => {
  it('is a character by its later words ("Margot Weber kam… Margot Weber schlief.")', () => {
    expect(castOf('Margot Weber kam nach Hause. Margot Weber schlief.')).toEqual(['Margot Weber']);
  });
});
