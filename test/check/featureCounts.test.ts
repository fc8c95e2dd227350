import { describe, expect, it } from 'vitest';
import { featureCounts } from '../../src/check/checks/counts.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A place's counted feature ("the thirty-one steps down to the crutin") told otherwise once. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

// The cellar's stair, told three times over three chapters.
const CELLAR = [
  'At six I left the inn and went down to the crutin. I counted the thirty-one steps down into the cold.',
  'That night I went down the thirty-one steps again and read the thermometer in the crutin.',
  'She would not do the thirty-one steps twice a day, she said, not down to the crutin.',
];

describe('a counted feature of a place', () => {
  it('told otherwise once is found, with the kept count on the other side', () => {
    const found = featureCounts(
      book(...CELLAR, 'I went down the twelve steps to the crutin with the lantern.'),
      ENGLISH,
    );
    expect(found).toEqual([
      {
        file: 'chapter_04.md',
        line: 3,
        category: 'place',
        message: 'the twelve steps here (12); chapter_01.md:3 and 2 more tell 31',
        evidence: 'I went down the twelve steps to the crutin with the lantern.',
        confidence: 0.6,
        against: { file: 'chapter_01.md', line: 3, evidence: 'I counted the thirty-one steps down into the cold.' },
      },
    ]);
    // The places check reports it, with or without a place it knows by name.
    const places = checkPlaces(book(...CELLAR, 'I went down the 12 steps to the crutin.'), ENGLISH).findings;
    expect(places.map((f) => [f.file, f.message])).toEqual([
      ['chapter_04.md', 'the 12 steps here (12); chapter_01.md:3 and 2 more tell 31'],
    ]);
  });

  it('is left alone when it is another stair, a second of its kind, compared on purpose, or told too seldom', () => {
    // "up to the porch": nothing the cellar's paragraphs name.
    expect(featureCounts(book(...CELLAR, 'He sat on the three steps up to the porch.'), ENGLISH)).toEqual([]);
    // A short word both name ("inn") is too little to make it one stair; the crutin named far after is another matter.
    expect(featureCounts(book(...CELLAR, 'He sat on the three steps of the inn.'), ENGLISH)).toEqual([]);
    expect(featureCounts(book(...CELLAR, 'He sat on the three steps into the garden.'), ENGLISH)).toEqual([]);
    const far = 'He sat on the three steps up to the porch and looked at the hills, not the crutin.';
    expect(featureCounts(book(...CELLAR, far), ENGLISH)).toEqual([]);
    // Twice: a second stair the book keeps count of too.
    const twice = 'The twelve steps to the crutin were new. The twelve steps were steep.';
    expect(featureCounts(book(...CELLAR, twice), ENGLISH)).toEqual([]);
    // Both counts in one paragraph: a comparison.
    const both = `${CELLAR[0]} Before the war there had been the twelve steps down to the crutin, not thirty-one.`;
    expect(featureCounts(book(both, CELLAR[1] as string, CELLAR[2] as string), ENGLISH)).toEqual([]);
    // Told twice only: no count kept yet.
    expect(
      featureCounts(book(CELLAR[0] as string, CELLAR[1] as string, 'The twelve steps to the crutin.'), ENGLISH),
    ).toEqual([]);
    // A book in a language with no words read.
    expect(featureCounts(book(...CELLAR, 'The twelve steps to the crutin.'), wordlessLanguage('fr', 'French'))).toEqual(
      [],
    );
  });
});

describe('a count told otherwise', () => {
  it('is read as a round number of tens, with a word for what the steps are made of, spaces doubled or not', () => {
    for (const [told, shown] of [
      ['the thirty steps', 'the thirty steps here (30)'],
      ['the twelve stone steps', 'the twelve steps here (12)'],
      ['the  twelve steps', 'the twelve steps here (12)'],
      ['the twelve  steps', 'the twelve steps here (12)'],
      ['the twelve stone  steps', 'the twelve steps here (12)'],
    ])
      expect(
        featureCounts(book(...CELLAR, `I went down ${told} to the crutin with the lantern.`), ENGLISH).map(
          (f) => f.message,
        ),
        told,
      ).toEqual([`${shown}; chapter_01.md:3 and 2 more tell 31`]);
  });
});
