import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { placeSites, siteOf } from '../../src/check/checks/sites.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A house the book calls by its colour stands by one landmark over chapters, then once by another. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const POINT = [
  'From the footbridge she could see the yellow house on the Point where Uncle Josiah lived.',
  'Ida looked after her father in the yellow house on the Point.',
  'The wake was at the yellow house on the Point for two nights.',
];
const SLIP = 'On the Friday Ida came out of the yellow house next door to the post office.';

describe('where a house stands', () => {
  it('told by another landmark once is found, with the kept landmark on the other side', () => {
    expect(placeSites(book(...POINT, SLIP), ENGLISH)).toEqual([
      {
        file: 'chapter_04.md',
        line: 3,
        category: 'place',
        message: 'the yellow house stands by the post office here; chapter_01.md:3 and 2 more stand it by the Point',
        evidence: SLIP,
        confidence: 0.6,
        against: { file: 'chapter_01.md', line: 3, evidence: POINT[0] },
      },
    ]);
    expect(checkPlaces(book(...POINT, SLIP), ENGLISH).findings.map((f) => f.file)).toContain('chapter_04.md');
  });

  it('reads a landmark after "the" or by its capital, never a day', () => {
    expect(siteOf(' on the Point where', ENGLISH)).toBe('Point');
    expect(siteOf(' next door to the post office.', ENGLISH)).toBe('post office');
    expect(siteOf(' at the top of Winthrop Street', ENGLISH)).toBe('Winthrop Street');
    expect(siteOf(' on Sunday', ENGLISH)).toBeUndefined();
    expect(siteOf(' on his way', ENGLISH)).toBeUndefined();
    expect(siteOf(', on the Point', ENGLISH)).toBeUndefined();
  });

  it('is left alone for a second bearing, one the book puts by the kept one, a lone telling, or no known words', () => {
    // Told twice: the house is by both.
    const twice = [SLIP, 'The yellow house next door to the post office was dark.'];
    expect(placeSites(book(...POINT, twice.join(' ')), ENGLISH)).toEqual([]);
    // The book puts the post office on the Point: the two bearings agree.
    const near = 'The post office on the Point opened at nine.';
    expect(placeSites(book(...POINT, near, SLIP), ENGLISH)).toEqual([]);
    expect(placeSites(book(...POINT, 'The Point next door to the post office was bare.', SLIP), ENGLISH)).toEqual([]);
    // Kept in one chapter only: no place yet.
    expect(placeSites(book(`${POINT[0]} ${POINT[1]}`, SLIP), ENGLISH)).toEqual([]);
    // Two landmarks each kept over chapters: no one place to hold it to.
    const harbour = ['the yellow house above the harbour.', 'the yellow house above the harbour, again.'];
    expect(placeSites(book(...POINT, ...harbour, SLIP), ENGLISH)).toEqual([]);
    expect(placeSites(book(...POINT, SLIP), wordlessLanguage('xx', 'X'))).toEqual([]);
  });
});
