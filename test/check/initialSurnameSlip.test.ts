import { describe, expect, it } from 'vitest';
import { initialSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A signature or a letterhead that keeps a person's initial and changes the surname ("— H. Pellman" where the
 * book's one H. of that surname is Harold Pelletier), with texts written for these tests. Another opening of the
 * surname, another initial, a near spelling, two people who fit, kin, and a surname the book uses again stay quiet.
 */

const EARLIER = [
  'Inspector Harold Pelletier took the statement himself.',
  'The widow would not look at him. He wrote slowly.',
];

const slips = (later: string, earlier = EARLIER) =>
  initialSurnameSlips(manuscriptOf(chaptersOf(...earlier, later)), ENGLISH).map((f) => f.message);

describe('an initial and a surname changed at a signature', () => {
  it('reports "H. Pellman", "H Peyton" and "H. Perrault" signing where the book names Harold Pelletier', () => {
    for (const [later, slip] of [
      ['No further action. — H. Pellman, Inspector.', 'H. Pellman'],
      ['Signed, H Peyton, for the Chief Constable.', 'H. Peyton'],
      ['The report was initialled H. Perrault and filed.', 'H. Perrault'],
    ] as const)
      expect(slips(later), later).toEqual([
        `"${slip}" here, the only ${slip.slice(3)} in the book; chapter_01.md:3 names "Harold Pelletier"`,
      ]);
  });

  it('stays quiet on another opening, another initial, two who fit, kin and a surname used again', () => {
    for (const later of [
      'No further action. — H. Morton, Inspector.',
      'No further action. — J. Pellman, Inspector.',
      'His brother, H. Pellman, came for the body.',
      'No further action. — H. Pellman. Pellman signed it.',
    ])
      expect(slips(later), later).toEqual([]);
    expect(slips('No further action. — H. Pellman.', [...EARLIER, 'Hugh Penrose kept the pub.'])).toEqual([]);
  });
});
