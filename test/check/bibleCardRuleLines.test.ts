import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards (src/check/bibleTyped.ts): a card runs to a line that is only a rule ("=====", "-----"), however
 * indented; a note with a run of dashes or equals signs beside its words ("-----north end", "slate=====") is a line
 * of the card, not its end. Cards written for these tests.
 */

const cards = (...notes: string[]) =>
  [
    'CARD 1 -- PEOPLE',
    'OLD QUILL   (Hester)        the widow at the point',
    '  61. grey eyes, silver hair.',
    '=====================================',
    '',
    'CARD 2 -- PEOPLE',
    'BRAN  (Bran Tolley)',
    '  her nephew, 24. eyes blue, hair fair.',
    '=====================================',
    '',
    'CARD 3 -- PLACES',
    "GULL COTTAGE -- the widow's house",
    ...notes,
    '  =====================================  ',
    '',
  ].join('\n');

describe('the end of a card', () => {
  it('is a rule alone, set in from the margin or with spaces after it', () => {
    const places = parseBible(cards('  a lamp always lit'), ENGLISH).places;
    expect(places.map((p) => [p.name, p.description])).toEqual([
      ['Gull cottage', "the widow's house a lamp always lit"],
    ]);
  });

  it('is no note with a run of dashes or equals signs beside its words', () => {
    const places = parseBible(cards('  -----north end', '  slate=====', '  a lamp always lit'), ENGLISH).places;
    expect(places.map((p) => p.description)).toEqual(["the widow's house -----north end slate===== a lamp always lit"]);
  });
});
