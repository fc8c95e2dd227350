import { describe, expect, it } from 'vitest';
import { firstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name and its usual short form before one surname ("Sam Pryor" at the
 * bar, "Samuel Pryor" in the parish register) are one man called two ways, as
 * a copy editor knows: no slip. Two different names of one opening still are.
 */

const found = (...texts: string[]) =>
  firstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a first name beside its short form', () => {
  for (const [short, full] of [
    ['Sam', 'Samuel'],
    ['Pete', 'Peter'],
    ['Walt', 'Walter'],
    ['Frank', 'Francis'],
  ])
    it(`stays quiet on "${short} Pryor" in talk and "${full} Pryor" in a register`, () => {
      expect(
        found(
          `The ferryman, ${short} Pryor, took our fares and said nothing all the way over.`,
          `The register gave his baptism plainly: *${full} Pryor, son of a boatman, 1871.*`,
        ),
      ).toEqual([]);
    });

  it('still tells two different names of one opening', () => {
    expect(
      found(
        'The ferryman, Leonard Pryor, took our fares and said nothing all the way over.',
        'The register gave his baptism plainly: *Leopold Pryor, son of a boatman, 1871.*',
      ),
    ).toEqual([
      'chapter_01.md:3 "Leonard Pryor" here; chapter_02.md:3 calls them "Leopold Pryor" (no other Pryor is named)',
    ]);
  });
});
