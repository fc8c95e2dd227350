import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "with his hands wiped": a passing verb's word after a possessive ("his hands", "their leaves") is a noun, and the
 * sentence passes nothing on, so a giving told before still stands. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const given = 'Rosa Ferri kept the bakery. Luca Ferri was her son. Rosa gave the brass compass to Luca.';
const later = 'Rosa opened the brass compass on the counter and read the bearing.';

describe('a passing word after a possessive', () => {
  it('is a noun: the giving stands', () => {
    expect(
      found(given, 'Luca came in from the yard with his hands wiped and the brass compass under his arm.', later),
    ).toEqual([
      'chapter_03.md:3 Rosa Ferri has the brass compass here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('is still a passing as a verb', () => {
    expect(found(given, 'Luca hands the brass compass back across the counter.', later)).toEqual([]);
  });
});
