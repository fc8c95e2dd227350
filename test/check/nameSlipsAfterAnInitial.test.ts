import { describe, expect, it } from 'vitest';
import { surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A surname the book writes after an initial ("A. Voigt" under a letter) stands where a surname stands. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const VOIGT = 'Mr. Voigt came in at noon.\n\n"Sit down," said Mr. Voigt.';
const LETTER = '> Yours truly,\n> E. A. Voigt, Manager';

describe('a surname after an initial', () => {
  it('counts toward the spelling a slip is held against ("A. Voigt" as a third use beside two "Mr. Voigt")', () => {
    const found = surnameSlips(book(VOIGT, LETTER, 'Mr. Ernst Vogt had written.'), ENGLISH);
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_03.md:3 "Ernst Vogt" here; chapter_01.md:3 spells the surname "Voigt" ("Mr Voigt", 3 times in all)',
    ]);
  });

  it('still reads the article "A" before a capital as no initial ("A Vogt" is no surname use)', () => {
    expect(surnameSlips(book(VOIGT, 'A Voigt would never.', 'Mr. Ernst Vogt had written.'), ENGLISH)).toEqual([]);
  });
});
