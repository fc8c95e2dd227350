import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A braid, plait or ponytail worn on the head is long hair, with no "long" said of it: once the text has cut the hair
 * short, "I pin my braid up" is hair grown back in a page. A plait cut off and kept ("her plait in a shoebox", "where
 * my braid used to be") is not hair on the head. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);
const CUT = 'Mara Voss sat by the stove. She cut her hair short with the kitchen scissors.';
const FIRST_CUT = 'I sat by the stove and the barber cut my hair short. I lay down with my short hair on the pillow.';

describe('a braid worn after the hair was cut short', () => {
  it.each([
    'Mara Voss came down the stairs, tugging at her plait.',
    'Mara Voss came down the stairs with her ponytail swinging.',
    'Mara Voss came down the stairs and pinned her braid up at the mirror.',
  ])('is found, with the cut: "%s"', (later) => {
    expect(found(CUT, later)).toEqual(['chapter_02.md:3']);
  });

  it("is found of a first-person narrator's braid", () => {
    expect(found(FIRST_CUT, 'In the morning I pin my braid up in its crown and go down.')).toEqual(['chapter_02.md:3']);
  });
});

describe('a plait cut off and kept', () => {
  it.each(['Mara Voss kept her plait in a shoebox under the bed.', 'Mara Voss wrapped her plait in brown paper.'])(
    'is no hair grown back: "%s"',
    (later) => {
      expect(found(CUT, later)).toEqual([]);
    },
  );

  it('is no hair grown back when the narrator feels where it used to be', () => {
    expect(found(FIRST_CUT, 'I put my hand up to my neck, where my braid used to be.')).toEqual([]);
  });
});
