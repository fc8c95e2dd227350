import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book that opens years after a death and tells the death late, in a chapter of memory: a chapter read before the
 * telling but set after the death's day is after the death. Texts written for these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

const opening =
  'It was Saturday, the third of March, 1934. Amalia Lucero walked the rows with Quiroga. Ignacio Lucero had planted them.';
const picking = 'On the fifth of March, 1934, the pickers came.';
const memory =
  'Quiroga closed the watch.\n\nIt had been a Friday, the nineteenth of April, 1929, near the end of the vintage. Ignacio went down to the vat.\n\nAt dusk Quiroga went down the ladder. Ignacio had been dead an hour.';

describe('a death told late whose day is before chapters read earlier', () => {
  it('finds the dead acting in a chapter set after the day told', () => {
    expect(dead(opening, `${picking} Ignacio shook his hand and poured him a glass of wine.`, memory)).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('keeps quiet when the chapter before is a flashback of its own, set before the death', () => {
    expect(
      dead(opening, 'In the spring of 1925 Ignacio shook his hand and poured him a glass of wine.', memory),
    ).toEqual([]);
  });

  it('keeps quiet when the death is told with no year', () => {
    expect(
      dead(
        opening,
        `${picking} Ignacio shook his hand and poured him a glass of wine.`,
        memory.replace(', 1929,', ','),
      ),
    ).toEqual([]);
  });

  it('does not set a death told as it happens by a date told before it of something else', () => {
    expect(
      dead(
        opening,
        `${picking} Ignacio shook his hand and poured him a glass of wine.`,
        'Amalia thought of her wedding, on the third of June, 1920.\n\nIgnacio died that night.',
      ),
    ).toEqual([]);
  });

  it('does not take a birth’s date for the death’s', () => {
    expect(
      dead(
        opening,
        `${picking} Ignacio shook his hand and poured him a glass of wine.`,
        'Quiroga read the notice.\n\nIgnacio Lucero, born on 2 February 1880, died at his desk.',
      ),
    ).toEqual([]);
  });
});
