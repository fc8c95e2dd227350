import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing of one owner's in the hands of one, another, then the first again
 * (issue 29, mutation of objects.ts): the whole finding (on the middle holder,
 * the later holding on the other side), the narrator as either holder in a
 * first-person book, and the thing taken back from the middle one in the same scene.
 */

const cast = 'Nora Vance and Tom Ilsley keep the tide station. Nora Vance writes the log. Tom Ilsley mends the nets.';
const TOM = "Tom takes Arlo's sextant out of his coat pocket and sights the sun.";
const NORA = "Nora stands at the rail and takes Arlo's sextant out of her pocket.";
const AGAIN = "At noon Tom takes Arlo's sextant out of his coat pocket again.";

describe('one thing, three holdings', () => {
  it('is the whole finding: the middle holding, the later one on the other side', () => {
    expect(givenAway(manuscriptOf(chaptersOf(`${cast} ${TOM}`, NORA, AGAIN)), ENGLISH)).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'object',
        message:
          'Nora Vance has the sextant here, but Tom Ilsley has it at chapter_01.md:3 before and at chapter_03.md:3 after, and nothing between passes it on',
        evidence: NORA,
        confidence: 0.6,
        against: { file: 'chapter_03.md', line: 3, evidence: AGAIN },
      },
    ]);
  });

  it('names the narrator, first or in the middle', () => {
    const mine = "I take Arlo's sextant out of my coat pocket and sight the sun.";
    const found = (...texts: string[]) =>
      givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(found(`${cast} ${mine}`, NORA, mine)).toEqual([
      'chapter_02.md:3 Nora Vance has the sextant here, but the narrator has it at chapter_01.md:3 before and at chapter_03.md:3 after, and nothing between passes it on',
    ]);
    expect(found(`${cast} ${NORA}`, mine, NORA)).toEqual([
      'chapter_02.md:3 The narrator has the sextant here, but Nora Vance has it at chapter_01.md:3 before and at chapter_03.md:3 after, and nothing between passes it on',
    ]);
  });

  it('is quiet when the first takes it back from the middle one in the same scene', () => {
    const back = "Tom takes Arlo's sextant out of his coat pocket at the rail.";
    expect(givenAway(manuscriptOf(chaptersOf(`${cast} ${TOM}`, `${NORA} ${back}`)), ENGLISH)).toEqual([]);
  });
});
