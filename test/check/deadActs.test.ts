import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The dead acting in more shapes of sentence (written for these tests): the
 * progressive ("was waiting", "is standing"), a phrase set off by commas
 * between the name and its verb ("Walter, in his old coat, walked"); and what
 * stays quiet: lying, sleeping or dying, the past perfect, a list of names.
 */

const OPEN =
  'Ruth Kane drove to the coast on Monday and parked by the pier. Ruth Kane walked to the house where Walter Kane lived. Walter Kane waved to her from the porch. He went inside.\n\nRuth Kane followed him. She sat at the table. Walter Kane made tea.';
const DEATH =
  'The winter was hard. Ruth Kane stayed in the city.\n\nWalter Kane died in March, in the hospital at Truro.';
const found = (later: string) =>
  checkDead(
    manuscriptOf(chaptersOf(OPEN, DEATH, `The rain had stopped. Ruth Kane opened the door.\n\n${later}`)),
    ENGLISH,
  ).findings.map((f) => f.message);

describe('the dead acting in other shapes of sentence', () => {
  for (const later of [
    'Walter was waiting for her at the station.',
    'Walter is standing by the window when she comes in.',
    'Walter, in his old coat, walked down to the boats.',
    'Walter, with a pipe in his mouth, opened the gate.',
  ])
    it(`reports "${later}"`, () => {
      expect(found(later)).toEqual([expect.stringMatching(/^Walter Kane acts/)]);
    });

  it('stays quiet on the dead lying still, the past perfect, and a list of names', () => {
    for (const later of [
      'Walter was lying in the chapel with his hands folded.',
      'Walter had been waiting at the door since noon, the neighbour said once.',
      'Walter, Ruth and the dog, the old photograph said, were the whole family.',
      'Walter was going to mend the roof that spring.',
    ])
      expect(found(later), later).toEqual([]);
  });
});
