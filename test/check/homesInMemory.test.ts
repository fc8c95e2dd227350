import { describe, expect, it } from 'vitest';
import { oldHomes } from '../../src/check/checks/homes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A move out told in a memory is the past's, not the story's: going home there later is no slip. */

const homes = (...texts: string[]) =>
  oldHomes(manuscriptOf(chaptersOf(...texts)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line}`,
  );

const lodging = 'I came off the night shift and climbed the stairs to my room at the Anchor, and slept.';
const home = 'At eight the fog lifted, and I walked home to the Anchor along the quay.';

describe('a move out of a lodging told in a memory', () => {
  it('is no move of the story: home to that lodging later raises nothing', () => {
    const remembered =
      'I remembered the winter Dad died, when I moved out of the Anchor and took two rooms over Pryor’s bakery.';
    expect(homes(lodging, remembered, home)).toEqual([]);
  });

  it('while the same move told in the story is reported', () => {
    const told = 'That winter I moved out of the Anchor and took two rooms over Pryor’s bakery.';
    expect(homes(lodging, told, home)).toEqual(['chapter_03.md:3 chapter_02.md:3']);
  });
});
