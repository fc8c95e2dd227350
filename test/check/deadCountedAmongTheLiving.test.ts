import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The dead counted now among a company of the living ("Théo and Marc are two of the nine" kept on for the spring):
 * there as surely as acting. Counted among the dead, they are not. Texts written for these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

const ice = 'Marc Gagnon poles the channel. Théo Gagnon watches him from the bank.';
const drowned = 'Marc Gagnon drowned in the channel on Thursday.';

describe('the dead counted among the living', () => {
  it('are found among the men kept on', () => {
    expect(dead(ice, drowned, 'Thorne keeps on nine of them, and Théo and Marc are two of the nine.')).toEqual([
      'chapter_03.md:3',
    ]);
  });

  it('are said to act, the words that count them quoted', () => {
    const found = checkDead(
      manuscriptOf(chaptersOf(ice, drowned, 'Thorne keeps on nine of them, and Théo and Marc are two of the nine.')),
      ENGLISH,
    ).findings;
    expect(found.map((f) => [f.message, f.confidence])).toEqual([
      [
        'Marc Gagnon acts ("Marc are two of the") here, but chapter_02.md:3 tells their death ("Marc Gagnon drowned in the channel on Thursday."); not marked as memory, dream or flashback',
        0.85,
      ],
    ]);
  });

  it('are not found among the dead', () => {
    expect(dead(ice, drowned, 'Nine men were lost that winter, and Marc is one of the dead.')).toEqual([]);
  });
});
