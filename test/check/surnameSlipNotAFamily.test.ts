import { describe, expect, it } from 'vitest';
import { surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A surname slip that only looks like a family's plural: "Hamen" beside "Haden" ends as "-men" does, but "Haden"
 * does not end in "-man", so no "the Hamen" family is meant. Texts written for these tests.
 */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const HADEN =
  'Joe Haden came up the hill with his cart.\n\n"Mr Haden," said Nell, "you owe threepence."\n\nOld Joe Haden only laughed, and Joe Haden paid.';

describe('a surname misspelt into a "-men" ending', () => {
  it('is a slip when the right spelling does not end in "-man"', () => {
    expect(
      surnameSlips(book(HADEN, 'A complaint came from a Mr Joseph Hamen, carrier, of Stoke.'), ENGLISH).map(
        (f) => `${f.file}:${f.line} ${f.message}`,
      ),
    ).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Joseph Hamen" here; chapter_01\.md:3 spells the surname "Haden"/),
    ]);
  });
});
