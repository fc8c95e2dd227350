import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards whose title is a section ("PLACES", "TIMELINE"): each line of the card is a line of that section,
 * written as a bullet without the spaces the card set it in. Bibles written for these tests.
 */

const CARDS =
  'Cards\n\n---\nPLACES\nThe Harbour — a stone quay   \n  Mill Lane — steep\n---\nTIMELINE\n1 May 1950 — the ship sails  \n';

describe('a card titled by a section', () => {
  it('gives its lines to that section, trimmed', () => {
    const lines = canonicalBible(CARDS, ENGLISH).map((l) => `${l.line} ${l.text}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        '5 ## Places',
        '5 - The Harbour — a stone quay',
        '6 - Mill Lane — steep',
        '9 ## Timeline',
        '9 - 1 May 1950 — the ship sails',
      ]),
    );
  });

  it('names its places, each with what the card says of it', () => {
    expect(parseBible(CARDS, ENGLISH).places.map((p) => [p.name, p.line, p.description])).toEqual([
      ['The Harbour', 5, 'a stone quay'],
      ['Mill Lane', 6, 'steep'],
    ]);
  });
});
