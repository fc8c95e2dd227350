import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname once after a first name the book writes before another surname three times ("Tomás Ituarte" beside
 * "Tomás Iturbe") is a slip of that surname's spelling only when the two keep their first three letters, are two
 * letters apart at most and five letters long at least; otherwise it is told as the only one of its name in the book
 * (src/check/checks/nameSlips.ts, sameFirstNameNear). Texts written for these tests.
 */

const names = (right: string, slip: string) =>
  checkNames(
    manuscriptOf(
      chaptersOf(
        `Tomás ${right} wrote from Bilbao. Don Tomás ${right} sent the money.\n\nIn June Tomás ${right} came himself.`,
        `In the morning Tomás ${slip} was at the gate.`,
      ),
    ),
    ENGLISH,
  ).findings.map((f) => f.message);

const spelt = (right: string, slip: string) =>
  `"Tomás ${slip}" here; chapter_01.md:3 spells the surname "${right}" ("Tomás ${right}", 3 times in all)`;
const only = (right: string, slip: string) =>
  `"Tomás ${slip}" here, the only ${slip} in the book; chapter_01.md:3 calls them "Tomás ${right}" (3 times)`;

describe('a surname once after the first name of another', () => {
  it('is a slip of its spelling two letters away, its first three kept, five letters long', () => {
    expect(names('Iturbe', 'Ituarte')).toEqual([spelt('Iturbe', 'Ituarte')]);
    expect(names('Harrow', 'Harlo')).toEqual([spelt('Harrow', 'Harlo')]);
  });

  it('is the only one of its name when more than two letters away', () => {
    expect(names('Iturbe', 'Iturriaga')).toEqual([expect.stringContaining('the only Iturriaga in the book')]);
  });

  it('is the only one of its name when its first three letters differ', () => {
    expect(names('Iturbe', 'Isarbe')).toEqual([only('Iturbe', 'Isarbe')]);
  });

  it('is the only one of its name when under five letters long', () => {
    expect(names('Harrow', 'Haro')).toEqual([only('Harrow', 'Haro')]);
  });
});
