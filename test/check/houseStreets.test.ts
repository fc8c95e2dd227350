import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { houseStreets, ownerOf } from '../../src/check/checks/sites.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** Someone's house told on one street over chapters, then once reached from another. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const WATER = [
  "Thorne leads them up the hill toward Water Street and the lamp in Mrs. Crowell's window.",
  "Mrs. Annis Crowell's boarding house stands halfway up Water Street, a narrow grey house.",
];
const SLIP = "She walks down the hill to Front Street in the dark and knocks on Mrs. Crowell's door.";

describe("the street someone's house is on", () => {
  it('told as another street once is found, with the kept street on the other side', () => {
    expect(houseStreets(book(...WATER, SLIP), ENGLISH)).toEqual([
      {
        file: 'chapter_03.md',
        line: 3,
        category: 'place',
        message: "Mrs. Crowell's house is on Front Street here; chapter_02.md:3 and 1 more put it on Water Street",
        evidence: SLIP,
        confidence: 0.6,
        against: { file: 'chapter_02.md', line: 3, evidence: WATER[1] },
      },
    ]);
    expect(checkPlaces(book(...WATER, SLIP), ENGLISH).findings.map((f) => f.file)).toContain('chapter_03.md');
    // Told plainly: "Board's at Mrs. Crowell's on Front Street".
    const plain = "Board's at Mrs. Crowell's on Front Street, a dollar a week.";
    expect(houseStreets(book(...WATER, plain), ENGLISH).map((f) => f.line)).toEqual([3]);
  });

  it('knows an owner by title and surname, or by the given name told', () => {
    expect(ownerOf('Thorne leads them to the lamp in Mrs. ', 'Crowell', ENGLISH)).toBe('Mrs. Crowell');
    expect(ownerOf('Mrs Annis ', 'Crowell', ENGLISH)).toBe('Mrs Crowell');
    expect(ownerOf('the shop of Tom ', 'Crowell', ENGLISH)).toBe('Tom Crowell');
    expect(ownerOf('', 'Crowell', ENGLISH)).toBe('Crowell');
    expect(ownerOf('went round to ', 'Crowell', ENGLISH)).toBe('Crowell');
    // Told with and without the full stop, one house.
    const britishTitle = "Board's at Mrs Crowell's on Front Street.";
    expect(houseStreets(book(...WATER, britishTitle), ENGLISH)).toHaveLength(1);
  });

  it('is left alone for a second street, a move, one chapter, or no known words', () => {
    // Told twice: a corner house on both.
    expect(houseStreets(book(...WATER, `${SLIP} ${SLIP}`), ENGLISH)).toEqual([]);
    // A move told before: a new house.
    const moved = 'That spring Mrs. Crowell moved to a smaller house.';
    expect(houseStreets(book(...WATER, moved, SLIP), ENGLISH)).toEqual([]);
    // The family's move is hers too.
    const family = 'That spring the Crowells moved to a smaller house.';
    expect(houseStreets(book(...WATER, family, SLIP), ENGLISH)).toEqual([]);
    // A move told after it moves nothing back.
    expect(houseStreets(book(...WATER, SLIP, moved), ENGLISH)).toHaveLength(1);
    // Another of her name, another house.
    const tom = "Tom Crowell's shop on Front Street was shut.";
    expect(houseStreets(book(...WATER, tom), ENGLISH)).toEqual([]);
    // Another's move is none of hers.
    const hisMove = 'That spring Mr. Hatch moved to a smaller house.';
    expect(houseStreets(book(...WATER, hisMove, SLIP), ENGLISH)).toHaveLength(1);
    // "lips moving": no move of house.
    const lips = 'Mrs. Crowell sang with her lips moving over the words.';
    expect(houseStreets(book(...WATER, lips, SLIP), ENGLISH)).toHaveLength(1);
    // Kept in one chapter only.
    expect(houseStreets(book(WATER.join(' '), SLIP), ENGLISH)).toEqual([]);
    // Two streets each kept: no one street to hold it to.
    const front = [SLIP, "Mrs. Crowell's house stands on Front Street."];
    expect(houseStreets(book(...WATER, ...front, "Up Bath Road to Mrs. Crowell's gate."), ENGLISH)).toEqual([]);
    expect(houseStreets(book(...WATER, SLIP), wordlessLanguage('xx', 'X'))).toEqual([]);
  });
});
