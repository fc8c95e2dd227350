import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A year of birth is an age only when the narration sets the story in one year (or two in a row). */

const attributes = (files: Record<string, string>) =>
  checkAttributes(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const book = (first: string) =>
  chaptersOf(`Ivo Brand came in. He smiled. ${first}`, 'Ivo Brand came in. He smiled. Ivo Brand was born in 1840.');

describe('the year a story is set in', () => {
  it('is none when the narration names years apart, the later first: a birth year then gives no age', () => {
    expect(
      attributes(book('It was the autumn of 1910. He was fifty-eight. The winter of 1903 had been hard.')),
    ).toEqual([]);
  });
});
