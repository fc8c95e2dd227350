import { describe, expect, it } from 'vitest';
import { checkAttributes, youngerLater } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * No one grows younger: an age told on a birthday in February is the age all that year, so a lower one in July of
 * the same year is a slip, though a year either way passes between ages told in different years.
 */

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('youngerLater', () => {
  const age = (value: string, year?: number) => ({ field: 'age' as const, value, ...(year ? { year } : {}) });
  it('holds for a lower age later in the same year only', () => {
    expect(youngerLater(age('9', 1966), age('8', 1966))).toBe(true);
    expect(youngerLater(age('9', 1966), age('9', 1966))).toBe(false);
    expect(youngerLater(age('9', 1966), age('10', 1966))).toBe(false);
    expect(youngerLater(age('9', 1966), age('8', 1967))).toBe(false);
    expect(youngerLater(age('9'), age('8'))).toBe(false);
    expect(youngerLater(age('57-59', 1966), age('56', 1966))).toBe(false);
  });
});

describe('an age lower later in the same year', () => {
  const birthday =
    'Frankie Keough was nine years old on Thursday, the eighteenth of February 1966, and he woke the house.';
  it('is found', () => {
    const found = findings(
      birthday,
      'Rose Keough was married on Saturday, the second of July 1966. Frankie Keough was eight years old and he took it seriously.',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^chapter_02\.md:3 Frankie Keough's age is 8 here; chapter_01\.md:3 .*no one grows younger/,
    );
  });

  it('is quiet on the same age, one more, or a lower one in an earlier year', () => {
    for (const later of [
      'Rose Keough was married on Saturday, the second of July 1966. Frankie Keough was nine years old and he took it seriously.',
      'Rose Keough was married on Saturday, the second of July 1967. Frankie Keough was ten years old and he took it seriously.',
    ])
      expect(findings(birthday, later), later).toEqual([]);
  });
});
