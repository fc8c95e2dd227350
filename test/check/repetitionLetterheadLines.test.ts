import { describe, expect, it } from 'vitest';
import { checkRepetition, setAsLines } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A letterhead, an address or a note set as short lines: only a line that ends a sentence before the last makes it
 * prose; a full stop inside a line ("St. Mary Road", "www.portavery.org") ends nothing. Written for these tests.
 */

const LETTERHEAD = 'Port Avery Maritime Museum\nwww.portavery.org\nHarbour Road, Port Avery';

describe('lines with a full stop inside them', () => {
  it('are still a block of lines: a web address ends no sentence', () => {
    expect(setAsLines(LETTERHEAD)).toBe(true);
  });

  it('are still a block of lines: an abbreviation in a street name ends no sentence', () => {
    expect(setAsLines('Tom Lindqvist\n12 St. Mary Road\nPort Avery')).toBe(true);
  });
});

describe('lines where one before the last ends a sentence', () => {
  it('are prose when the middle line ends one', () => {
    expect(setAsLines('Dear Anna\nThe roof is mended.\nYours, Tom')).toBe(false);
  });

  it('are prose when a line ends one inside its closing quote', () => {
    expect(setAsLines('he said to the dog\n“Come in out of the rain.”\nand it came')).toBe(false);
  });

  it('are prose when spaces follow the full stop', () => {
    expect(setAsLines('The roof is mended. \nYours, Tom')).toBe(false);
  });
});

describe('a letterhead with a web address, written twice', () => {
  it('is not reported as a copied phrase', () => {
    const middle =
      'Nobody came to the shop that week. I mended the awning and I wrote to my sister.\n\nOn Sunday the rain stopped. I walked out to the point and back again before dinner.';
    const findings = checkRepetition(
      manuscriptOf(chaptersOf(`${middle}\n\n${LETTERHEAD}`, `${LETTERHEAD}\n\n${middle}`, middle)),
      ENGLISH,
    ).findings;
    expect(findings.map((f) => f.file)).toEqual([]);
  });
});
