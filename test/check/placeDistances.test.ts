import { describe, expect, it } from 'vitest';
import { placeDistances } from '../../src/check/checks/distances.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A distance told with one place after it in two chapters or more is that place's; another told with it once is a
 * slip. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  placeDistances(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const FARM = 'The Pryce farm lay nine miles west on the Garth road, past the quarry.';
const HOME = 'In the morning Owen walked the nine miles home along the Garth road in the rain.';

describe('a place keeps its distance', () => {
  it('finds another distance told once with the place', () => {
    expect(
      found(FARM, HOME, '"It is fifteen miles to your mother\'s, and there is ice on the Garth road," she said.'),
    ).toEqual([
      'chapter_03.md:3 fifteen miles here (15 miles), told with Garth; chapter_02.md:3 and 1 more tell 9 miles with it',
    ]);
  });

  it('holds nothing to a distance told in one chapter only', () => {
    expect(
      found(FARM, '"It is fifteen miles to your mother\'s, and there is ice on the Garth road," she said.'),
    ).toEqual([]);
  });

  it('reads no speed and no part of the way', () => {
    expect(
      found(
        FARM,
        HOME,
        'The lorry went forty miles an hour on the Garth road.',
        'After another five miles on the Garth road they stopped.',
      ),
    ).toEqual([]);
  });

  it("reads no one's name after the distance as its place", () => {
    const said = (n: string) => `It was ${n} miles, Owen Pryce thought, and no help for it.`;
    expect(found(said('nine'), said('nine'), said('fifteen'))).toEqual([]);
  });

  it('stays quiet where the paragraph tells the kept distance too', () => {
    expect(
      found(
        FARM,
        HOME,
        'It was nine miles by the Garth road, or fifteen miles by the Garth road and the ford, in winter.',
      ),
    ).toEqual([]);
  });
});
