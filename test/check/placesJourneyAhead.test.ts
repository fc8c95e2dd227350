import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A place named at the end of a journey ("I lock the blue door and walk across the square to the Mall") is where one
 * goes: the door locked before is the place set out from. A journey told in the present ("walks", "goes") is one too.
 * Written for these tests.
 */

const BIBLE = '## Places\n### The Mall\n- a house with a green door\n### Bridge Street\n- the shop, a blue door\n';
const places = (text: string) =>
  checkPlaces(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, BIBLE), ENGLISH).findings.map(
    (f) => `${f.line} ${f.message}`,
  );

describe('a place at the end of a journey', () => {
  it('is not given the features told before the journey to it', () => {
    expect(places('At six I lock the blue door and walk across the square to the Mall.')).toEqual([]);
    expect(places('At six I lock the blue door and go across the square to the Mall.')).toEqual([]);
  });

  it('is held to its own features, and to those told where no journey leads to it', () => {
    expect(places('At six I walk across the square to the Mall and knock at the blue door.')).toEqual([
      "3 The Mall's door is blue here; bible: green (bible.md:2)",
    ]);
    expect(places('I knock at the blue door to the Mall.')).toEqual([
      "3 The Mall's door is blue here; bible: green (bible.md:2)",
    ]);
    expect(places('I stand at the blue door of the Mall and knock.')).toEqual([
      "3 The Mall's door is blue here; bible: green (bible.md:2)",
    ]);
  });
});
