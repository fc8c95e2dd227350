import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair "dark with rain" after a comma is wet, not dark-haired, even with two spaces typed between the words; the same
 * words with "and" are dark hair (src/check/facts.ts, the hair's words after its comma). Texts written for these
 * tests.
 */

const later = (sentence: string) =>
  checkAttributes(
    manuscriptOf(
      chaptersOf('Marta Szabo came in. Marta had copper-red hair.', `Marta Szabo came in. She smiled. ${sentence}`),
      '',
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('hair dark with rain, after a comma', () => {
  it('is no colour, with one space or two before "with"', () => {
    expect(later('Her hair, dark with rain, hung down.')).toEqual([]);
    expect(later('Her hair, dark  with rain, hung down.')).toEqual([]);
  });

  it('is dark hair against her red when it is "dark and wet"', () => {
    expect(later('Her hair, dark  and wet, hung down.')).toEqual([
      'chapter_02.md:3 Marta Szabo\'s hair is "dark" here; chapter_01.md:3 says "copper-red"',
    ]);
  });
});
