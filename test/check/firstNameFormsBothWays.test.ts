import { describe, expect, it } from 'vitest';
import { firstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two first names before one surname: a name and its usual short form are one man's whichever the text writes
 * first ("Edward Pryor" in the register, "Eddie Pryor" at the bar); a longer name that only ends as a pet form
 * does ("Danby" beside "Dan": the "b" is no doubled "n") is another name. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  firstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const ferry = (name: string) => `The ferryman, ${name} Pryor, took our fares and said nothing all the way over.`;
const register = (name: string) => `The register gave his baptism plainly: *${name} Pryor, son of a boatman, 1871.*`;

describe('a first name and its short form before one surname', () => {
  it('stays quiet when the full name comes first', () => {
    expect(found(register('Edward'), ferry('Eddie'))).toEqual([]);
  });
});

describe('a longer first name that ends as a pet form does', () => {
  it('is told as another name, not taken for a pet form', () => {
    expect(found(ferry('Dan'), register('Danby'))).toEqual([
      'chapter_01.md:3 "Dan Pryor" here; chapter_02.md:3 calls them "Danby Pryor" (no other Pryor is named)',
    ]);
  });
});
