import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A jrnl journal's legend says what a sign stands for ("+mill for places"), however it is worded and spaced:
 * "for the places", "for all places", two spaces between the words. Its "+" entries are then places.
 * Files written for these tests.
 */

const journal = (legend: string) =>
  [
    '[2025-03-01 09:00] Notes.',
    `Tags: @mara for people; ${legend}.`,
    '',
    '[2025-03-01 09:20] @mara',
    'Mara Voss, 30, the ferry pilot.',
    '',
    '[2025-03-03 09:00] +mill',
    'Grey Mill: red door, slate roof.',
  ].join('\n');

describe("a jrnl journal's legend for a sign", () => {
  it.each([
    '+mill for  places',
    '+mill for the places',
    '+mill for all places',
    '+mill for the  places',
    '+mill for all  places',
  ])('makes the entries tagged with it places: "%s"', (legend) => {
    expect(parseBible(journal(legend), ENGLISH).places.map((p) => p.name)).toEqual(['Grey Mill']);
  });

  it('makes no place of an entry whose sign no legend names', () => {
    expect(parseBible(journal('+mill as such'), ENGLISH).places.map((p) => p.name)).toEqual([]);
  });
});
