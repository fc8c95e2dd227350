import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told as already past takes its day from the last date told with its year up to it: the sentence just before
 * it counts, a date told after it does not. Texts written for these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

const opening =
  'It was Saturday, the third of March, 1934. Amalia Lucero walked the rows with Quiroga. Ignacio Lucero had planted them.';
const acting = 'On the fifth of March, 1934, the pickers came. Ignacio shook his hand and poured him a glass of wine.';

describe('the day of a death told as past', () => {
  it('is the date told in the sentence just before it', () => {
    expect(
      dead(
        opening,
        acting,
        'Quiroga closed the watch.\n\nAt dusk Quiroga went down the ladder. It had been a Friday, the nineteenth of April, 1929. Ignacio had been dead an hour.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is not a date told after it', () => {
    expect(
      dead(
        opening,
        acting,
        'Quiroga closed the watch.\n\nIt had been a Friday, the nineteenth of April, 1929. Ignacio had been dead an hour. On the tenth of May, 1936, the vat was sold.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is the last date told up to it, not an earlier one', () => {
    expect(
      dead(
        opening,
        acting,
        'On the tenth of May, 1936, the vat was sold.\n\nIt had been a Friday, the nineteenth of April, 1929. Ignacio had been dead an hour.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is no date told more than two paragraphs before it', () => {
    expect(
      dead(
        opening,
        acting,
        'It had been a Friday, the nineteenth of April, 1929.\n\nQuiroga closed the watch.\n\nQuiroga sat by the vat.\n\nQuiroga went down the ladder. Ignacio had been dead an hour.',
      ),
    ).toEqual([]);
  });
});
