import { describe, expect, it } from 'vitest';
import { featureCounts } from '../../src/check/checks/counts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { pinnedToWords } from '../../src/check/pinLines.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A count of a place's feature that ends its sentence ("from the foot of the nine steps.") is the one stair the book
 * knows when it tells no third count, and the finding names the words as written, so that in wrapped text it stands
 * on their line. Texts written for these tests.
 */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const STAIR = [
  'The chapel stood above the harbour at the top of the thirty-one steps cut in the rock.',
  'Every evening I climbed the thirty-one steps to the chapel.',
  'The bell rang, and the whole village climbed the thirty-one steps behind the priest.',
];

describe('a count ending its sentence', () => {
  it('is the stair the book knows, and the finding stands on the line of its words', () => {
    const m = book(
      ...STAIR,
      'They were all waiting,\nand I heard the shout go up from the foot of the forty-four\nsteps.',
    );
    const found = featureCounts(m, ENGLISH);
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_04.md:3 the forty-four steps here (44); chapter_01.md:3 and 2 more tell 31',
    ]);
    const chapters = new Map(m.chapters.map((c) => [c.file, c]));
    expect(pinnedToWords(found[0] as (typeof found)[number], chapters, ENGLISH).line).toBe(4);
  });

  it('is left alone where the book tells a third count of the feature', () => {
    const third = 'Behind the inn the twelve steps went down to the cellar.';
    expect(
      featureCounts(book(...STAIR, third, 'I heard the shout from the foot of the forty-four steps.'), ENGLISH),
    ).toEqual([]);
  });
});
