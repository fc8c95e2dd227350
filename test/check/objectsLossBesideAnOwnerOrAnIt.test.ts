import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A loss read past an owner's name and an "it" read as a loss only near its thing: "Kit lost Dad's knife" in a letter
 * loses the knife, however the owner is spelt or spaced; "It was gone" is the thing the sentence before named, not
 * one named three sentences back, and "he thought it was gone" is no loss. Texts written for these tests
 * (src/check/checks/objects.ts, givenAway).
 */

const findings = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line} ${f.message}`,
  );

const KNIFE_USED = "Kit Marsh cut the bread with Dad's knife.";
const KNIFE_LOST = [
  'chapter_02.md:3 chapter_01.md:3 Kit Marsh has the knife here, but it was lost at chapter_01.md:3, and nothing between finds it',
];

describe("a loss in a letter with the owner's name before the thing", () => {
  const letters = [
    "> Went out on the pier. Kit lost Dad's knife off the end. Straight in.",
    '> Went out on the pier. Kit lost Dad’s knife off the end. Straight in.',
    "> Went out on the pier. With Tom's boat gone, Kit lost Dad's knife off the end.",
    "> Went out on the pier. Kit lost Dad's  knife off the end. Straight in.",
  ];
  for (const letter of letters)
    it(`loses the thing: ${letter.slice(25, 70)}`, () => {
      expect(findings(letter, KNIFE_USED)).toEqual(KNIFE_LOST);
    });
});

describe("a thing lost with its owner's name", () => {
  it('is the one used later with no owner named', () => {
    expect(
      findings("Kit lost Dad's knife off the end of the pier.", 'Kit Marsh cut the bread with the knife.'),
    ).toEqual(KNIFE_LOST);
  });
});

describe('"it was gone" after the thing', () => {
  const UMBRELLA_USED = 'Ada Price opened her umbrella at the church door.';

  it('loses the thing the sentence before named', () => {
    expect(
      findings(
        'Ada Price stood on the bridge and the wind tore the umbrella out of her hands. It was gone.',
        UMBRELLA_USED,
      ),
    ).toEqual([
      'chapter_02.md:3 chapter_01.md:3 Ada Price has the umbrella here, but it was lost at chapter_01.md:3, and nothing between finds it',
    ]);
  });

  it('loses nothing named three sentences before it', () => {
    expect(
      findings(
        'Ada Price opened her umbrella. She ran. She fell. It was gone, and she held the lamp up.',
        UMBRELLA_USED,
      ),
    ).toEqual([]);
  });

  it('loses nothing when it is only thought gone', () => {
    const compass = 'Tom Ilsley checked the compass and set the course for home.';
    for (const first of [
      'Tom Ilsley leaned over the rail with the compass. A wave caught the boat and for a moment he thought it was gone.',
      'Tom Ilsley leaned over the rail with the compass. For a moment he feared it was gone, and he gripped the rope.',
    ])
      expect(findings(first, compass)).toEqual([]);
  });
});
