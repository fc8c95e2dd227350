import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A dye told with no name is of the one whose hair the chapter speaks of next, in reading order. */

const attributes = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('"It\'s the dye," said of no one by name', () => {
  it('is the change of the one whose hair is told next; another’s new colour after it is a slip', () => {
    expect(
      attributes(
        'Mara Voss had black hair. Nell Hale had brown hair.',
        '"It\'s the dye," she said.\n\nNell Hale had red hair.\n\nMara Voss had red hair.',
      ),
    ).toEqual(['chapter_02.md:7 Mara Voss\'s hair is "red" here; chapter_01.md:3 says "black"']);
  });
});
