import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A new colour of hair that a chapter shows first and explains after: "Lena came in with copper hair… she had
 * dyed it on Saturday". The change is the chapter's, wherever in it the dye is told, so the old colour said in an
 * earlier chapter is no slip. Short texts written for these tests.
 */

const brief = (found: Finding[]) => found.map((f) => [f.file, f.line, f.confidence, f.message]);
const hair = (...texts: string[]) => brief(checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings);

const BEFORE = 'Lena Marsh poured the coffee. Lena Marsh had black hair.';
const AFTER = 'The bar was full by nine. Lena Marsh had copper hair, pinned up.';
const LATER = 'It rained all week. Lena Marsh had copper hair under a hood.';

describe('a change of hair told after the new colour is first shown', () => {
  it('is quiet when the chapter that first shows the new colour tells the change later in it', () => {
    for (const told of [
      'She had dyed it herself on Saturday night, with her sister, and her mother had cried.',
      'She had had it coloured at the place by the station, she said.',
      'Her cousin had hennaed it for her in the kitchen.',
      '*Monday. Lena has coloured her hair. Forty covers.*',
    ])
      expect(hair(BEFORE, `${AFTER}\n\nThe night went slowly.\n\n${told}`, LATER)).toEqual([]);
  });

  it('still reports the old colour when no change is told, or when it is told only after both new ones', () => {
    const slip = [
      ['chapter_01.md', 3, 0.7, 'Lena Marsh\'s hair is "black" here; chapter_02.md:3 and chapter_03.md:3 say "copper"'],
    ];
    expect(hair(BEFORE, AFTER, LATER)).toEqual(slip);
    expect(hair(BEFORE, AFTER, LATER, 'In the spring she dyed her hair again.')).toEqual(slip);
  });

  it('takes a blush for no change: "she coloured" is not "coloured her hair"', () => {
    expect(hair(BEFORE, `${AFTER}\n\nShe coloured and pushed her hair back from her face.`, LATER)).toHaveLength(1);
  });
});
