import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "My father was Walter Greer" in a passage quoted ("> …") is its writer's father, not the narrator's: "Dad" in the
 * narration stays its own person. Texts written for these tests (src/check/facts.ts, parentOfNarrator).
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(...texts: string[]): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

const DAD = 'Dad sat at the table. Dad said nothing.';

describe('a father named in a quoted passage', () => {
  it('is not the narrator\'s "Dad"', () => {
    expect(castOf('The letter read:\n\n> My father was Walter Greer. Walter Greer kept bees.', DAD)).toEqual([
      ['Walter Greer', 'Greer', 'Walter'],
      ['Dad'],
    ]);
  });

  it('while one named in the narration is', () => {
    expect(castOf('The letter came.\n\nMy father was Walter Greer. Walter Greer kept bees.', DAD)).toEqual([
      ['Walter Greer', 'Dad', 'Greer', 'Walter'],
    ]);
  });
});
