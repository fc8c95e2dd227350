import { describe, expect, it } from 'vitest';
import { textVariants } from '../../src/check/checks/names.js';
import { petForm } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A pet form ("Stevie" of "Steve", and "Rosy" of "Rose", as long as its name) is no misspelling, whichever of the
 * two the text uses most; a name with a letter put in before its end ("Ammy" of "Amy") is one. Texts written for
 * these tests.
 */

const variants = (most: string, once: string) =>
  textVariants(
    manuscriptOf({ 'chapter_01.md': story(most), 'chapter_02.md': `# Two\n\n"Come on, ${once}," he said.\n` }),
    ENGLISH,
  ).map((f) => f.message);

const story = (name: string) =>
  [
    '# One',
    `The kettle boiled, and ${name} lifted it off the fire. "Sit down," said ${name}.`,
    `Nell nodded, and ${name} turned back to the stove.`,
    `At noon the cart came, and ${name} went out to it. Later ${name} nodded, and ${name} sat.`,
  ].join('\n\n');

describe('a pet form as long as the name', () => {
  it('is one either way round', () => {
    expect(petForm('Rose', 'Rosy', ENGLISH)).toBe(true);
    expect(petForm('Rosy', 'Rose', ENGLISH)).toBe(true);
    expect(petForm('Rosa', 'Rosy', ENGLISH)).toBe(false);
  });

  it('is not reported as a misspelling of the name the text uses most', () => {
    expect(variants('Rose', 'Rosy')).toEqual([]);
    expect(variants('Rosy', 'Rose')).toEqual([]);
  });
});

describe('a pet form of a name ending in "e"', () => {
  it('drops only the last "e" of the name', () => {
    expect(variants('Steve', 'Stevie')).toEqual([]);
  });
});

describe('a name with a letter put in before its last', () => {
  it('is a misspelling, though it ends as a pet form does', () => {
    expect(variants('Amy', 'Ammy')).toEqual(['"Ammy" here; chapter_01.md:3 spells it "Amy" (Amy)']);
  });
});
