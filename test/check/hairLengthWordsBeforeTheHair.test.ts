import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The words just before "hair" tell its length ("a knot of hair"); a "short" further back in the sentence ("after a
 * short walk") is of something else, and a line broken with two trailing spaces moves no word further. Texts
 * written for these tests.
 */

const lengths = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    (c.hairLengths ?? []).map((h) => `${c.name} ${h.value} ${h.at.file}:${h.at.line}`),
  );

describe('a knot of hair with no possessive before it', () => {
  it('is long hair, though "short" stands further back in the sentence', () => {
    expect(
      lengths(
        'Maud Pell came in. After a short walk in the rain Maud Pell stood there with a knot of hair at the nape of her neck.',
      ),
    ).toEqual(['Maud Pell long chapter_01.md:3']);
  });

  it('is long hair when a Markdown line break (two trailing spaces) falls before "hair"', () => {
    expect(
      lengths('Maud Pell came in. Across the room Maud Pell stands with a knot of  \nhair at the nape of her neck.'),
    ).toEqual(['Maud Pell long chapter_01.md:3']);
  });
});
