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

describe('the right surname a word of the book', () => {
  // "Billy Hatch" again and again, and "the hatch" of the icehouse: the surname is his all the same, and "Billy
  // Hatcher" once is the slip. (Hatch and Hatcher are no near spelling of each other: neither sounds like the other.)
  const hatch = (times: number, later: string) =>
    straySurnameSlips(
      manuscriptOf(
        chaptersOf(
          ...Array.from(
            { length: times },
            (_, i) => `Billy Hatch led the horse down to the river, the ${i + 1}th time.`,
          ),
          'The Captain stood at the hatch and counted the cakes.',
          later,
        ),
      ),
      ENGLISH,
    ).map((f) => `${f.file}:${f.line} ${f.category} ${f.message}`);

  it('still tells the slip once the pair is written three times or more', () => {
    expect(hatch(3, 'The sofa came down on a sledge, by Theo and Billy Hatcher with the mare.')).toEqual([
      'chapter_05.md:3 names "Billy Hatcher" here, the only Hatcher in the book; chapter_01.md:3 calls them "Billy Hatch" (3 times)',
    ]);
  });

  it('is not sure enough when the pair is written twice', () => {
    expect(hatch(2, 'The sofa came down on a sledge, by Theo and Billy Hatcher with the mare.')).toEqual([]);
  });

  it("tells nothing when the paragraph is of kin, though not for a widow's walk on a roof", () => {
    expect(hatch(3, 'His cousin Billy Hatcher came down on the sledge.')).toEqual([]);
    expect(hatch(3, "From the window she saw the widow's walk, and Billy Hatcher with the mare.")).toEqual([
      'chapter_05.md:3 names "Billy Hatcher" here, the only Hatcher in the book; chapter_01.md:3 calls them "Billy Hatch" (3 times)',
    ]);
  });
});
