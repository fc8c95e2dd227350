import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair lengths the fact base keeps: a length of another time ("Her hair had been long once", "A year ago her hair was long") is none of now, but a
 * cut told of a time before ("She cut her hair short last summer") is kept: the hair has not grown back since.
 * Written for these tests.
 */

const lengths = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    (c.hairLengths ?? []).map((h) => `${c.name} ${h.value}${h.cut ? ' cut' : ''} ${h.at.file}:${h.at.line}`),
  );

describe('a hair length of another time', () => {
  it('is no length of now when long', () => {
    expect(lengths('Faith Oduya sat. Her hair had been long once.')).toEqual([]);
    expect(lengths('Faith Oduya sat. A year ago her hair was long.')).toEqual([]);
    expect(lengths('Faith Oduya sat. Last summer her long hair blew about in the wind.')).toEqual([]);
    expect(lengths('Faith Oduya sat. Her long hair blew about.')).toEqual(['Faith Oduya long chapter_01.md:3']);
  });

  it('is kept when a cut short', () => {
    expect(lengths('Faith Oduya came in. She cut her hair short last summer.')).toEqual([
      'Faith Oduya short cut chapter_01.md:3',
    ]);
  });
});
