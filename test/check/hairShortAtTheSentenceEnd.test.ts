import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A hair length told six words after "hair" ("Her hair was black and cut very short") is still that hair's, and
 * a double space typed between the words moves it no further. Texts written for these tests.
 */

const lengths = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    (c.hairLengths ?? []).map((h) => `${c.name} ${h.value} ${h.at.file}:${h.at.line}`),
  );

describe('a hair length at the end of a longer description', () => {
  it('reads "short" as the sixth word after the hair', () => {
    expect(lengths('Faith Oduya sat down. Her hair was black and cut very short.')).toEqual([
      'Faith Oduya short chapter_01.md:3',
    ]);
  });

  it('reads it when a double space stands between the words', () => {
    expect(lengths('Faith Oduya sat down. Her hair was  black and cut very short.')).toEqual([
      'Faith Oduya short chapter_01.md:3',
    ]);
  });
});
