import { describe, expect, it } from 'vitest';
import { straySurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname written once after a first name that the book names with another surname is no slip when the word is
 * a word of the book's own (written in lower case elsewhere: "Nora Brown" where the water is brown) or a title
 * ("Nora Constable"): each is left alone, and the same surname that is neither is reported.
 */

const slips = (surname: string, word: string, later: string) =>
  straySurnameSlips(
    manuscriptOf(
      chaptersOf(
        `Nora ${surname} ran the ferry office. The ${word} water lapped at the slip.`,
        `In the morning Nora ${surname} opened the shutters and counted the tickets.`,
        `Nora ${surname} walked down to the slip at noon, and the gulls followed her.`,
        later,
      ),
    ),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.category} ${f.message}`);

describe('a surname written once that is a word of the book', () => {
  it('is no slip when the book writes it in lower case too', () => {
    expect(slips('Blakeney', 'brown', 'At six Nora Brown locked the office and went home.')).toEqual([]);
  });

  it('is reported when the book never writes it in lower case', () => {
    expect(slips('Blakeney', 'grey', 'At six Nora Brown locked the office and went home.')).toEqual([
      'chapter_04.md:3 names "Nora Brown" here, the only Brown in the book; chapter_01.md:3 calls them "Nora Blakeney" (3 times)',
    ]);
  });
});

describe('a surname written once that is a title', () => {
  it('is no slip', () => {
    expect(slips('Carver', 'grey', 'At six Nora Constable locked the office and went home.')).toEqual([]);
  });
});
