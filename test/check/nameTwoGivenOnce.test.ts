import { describe, expect, it } from 'vitest';
import { strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A man brought in as "Cyril Grandy", called "Mr. Grandy" ever after, and once, chapters later, "Cecil Grandy":
 * each first name once, so neither outnumbers the other — the one he was brought in by is his, and the later one
 * the slip, less surely. Three titled uses at least make the surname one man's; fewer, or the two named together,
 * or first names of two letters, leave it alone (src/check/checks/nameSlips.ts, strayFirstNameSlips).
 */

const STORY = (later: string, titled = 3) => [
  'The government man was Cyril Grandy, and he came on the Glenwood with a briefcase. Theresa watched him from the post office.',
  Array.from(
    { length: titled },
    (_, i) => `Mr. Grandy knocked at the door ${['again', 'once more', 'at noon', 'at dusk'][i]}.`,
  ).join(' '),
  later,
];
const slips = (...texts: string[]) =>
  strayFirstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message} [${f.confidence}]`,
  );

describe('two first names of one titled man, each once', () => {
  it('reports the later one against the one he was brought in by', () => {
    expect(slips(...STORY('In July Cecil Grandy came back on the Glenwood with the papers.'))).toEqual([
      'chapter_03.md:3 "Cecil Grandy" here, once; chapter_01.md:3 brought them in as "Cyril Grandy", and the 3 other times the book calls them by a title [0.5]',
    ]);
  });

  it('stays quiet with fewer titled uses, first names of two letters, or both named together', () => {
    expect(slips(...STORY('In July Cecil Grandy came back on the Glenwood with the papers.', 2))).toEqual([]);
    expect(slips(...STORY('In July Arthur Grandy came back on the Glenwood with the papers.'))).toEqual([]);
    expect(slips(...STORY('In July Cecil Grandy and his brother Cyril came back on the Glenwood.'))).toEqual([]);
  });
});
