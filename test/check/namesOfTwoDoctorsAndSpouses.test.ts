import { describe, expect, it } from 'vitest';
import { bibleTitledSurnameSlips, initialSurnameSlips, strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Name slips where the book holds more than one person to a name: a bible whose doctor is written twice with one
 * surname, a husband and a wife under one surname, and the whole finding of a changed surname at an initial.
 * Texts and bibles written for these tests (src/check/checks/nameSlips.ts).
 */

describe("the bible's doctor written twice under one surname", () => {
  const doctors = (bible: string) =>
    bibleTitledSurnameSlips(
      manuscriptOf(
        chaptersOf('Dr. Fenwick came on Tuesdays.', 'The ferry was late again.', 'Dr. Fenner came in his car.'),
        bible,
      ),
      ENGLISH,
    );

  it('still holds "Dr. Fenner" to her when the bible names her "Dr. Ruth Fenwick" and "Dr. R. Fenwick"', () => {
    const bible = '## Characters\n\n### Dr. Ruth Fenwick\n- aka Dr. R. Fenwick\n- the island doctor\n';
    const found = doctors(bible);
    expect(found.map((f) => `${f.file}:${f.line} ${f.category} ${f.message}`)).toEqual([
      'chapter_03.md:3 names "Dr Fenner" here, the only Fenner in the book; the bible\'s only Dr of that letter is "Dr. Ruth Fenwick" (bible.md:3)',
    ]);
  });

  it('still holds "Dr. Fenner" to the Fenwicks when the bible has two doctors of that surname', () => {
    const bible = '## Characters\n\n### Dr. Ruth Fenwick\n- the island doctor\n\n### Dr. Ian Fenwick\n- her husband\n';
    expect(doctors(bible).map((f) => f.message)).toEqual([
      '"Dr Fenner" here, the only Fenner in the book; the bible\'s only Dr of that letter is "Dr. Ruth Fenwick" (bible.md:3)',
    ]);
  });
});

describe('a husband and a wife under one surname', () => {
  const MARK = 'Mark Whitfield came in from the rain.\n\nMark sat down by the fire.\n\nMark said nothing.';
  const stray = (...texts: string[]) =>
    strayFirstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

  it('reports "Matt Whitfield" once against "Mark Whitfield" named often when the book calls him "Mr. Whitfield"', () => {
    expect(
      stray(`${MARK}\n\nMark ate. Mark slept. Mr. Whitfield woke.`, 'The letter was signed by Matt Whitfield.'),
    ).toEqual([
      'chapter_02.md:3 "Matt Whitfield" here, once; chapter_01.md:3 calls them "Mark Whitfield" (5 times "Mark" in all, and no other Whitfield is named)',
    ]);
  });

  it('stays quiet when the book also has a "Mrs. Whitfield": "Matt Whitfield" may be one of two Whitfields', () => {
    expect(
      stray(
        `${MARK}\n\nMark ate. Mark slept. Mr. Whitfield woke. Mrs. Whitfield sang.`,
        'The letter was signed by Matt Whitfield.',
      ),
    ).toEqual([]);
  });
});

describe('a surname changed after an initial', () => {
  it('is a finding on names at the signature, against the line that names the full name', () => {
    const found = initialSurnameSlips(
      manuscriptOf(
        chaptersOf(
          'Inspector Harold Pelletier took the statement himself.',
          'No further action. — H. Pellman, Inspector.',
        ),
      ),
      ENGLISH,
    );
    expect(found).toMatchObject([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'names',
        message: '"H. Pellman" here, the only Pellman in the book; chapter_01.md:3 names "Harold Pelletier"',
        against: { file: 'chapter_01.md', line: 3 },
      },
    ]);
  });
});
