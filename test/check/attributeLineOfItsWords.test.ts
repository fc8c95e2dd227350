import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * In a hard-wrapped manuscript a sentence runs over lines: a look is told on the line its words stand on, and the
 * odd one out of three is reported there, not on the line its sentence opens on. Texts written for these tests.
 */

const at = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

describe('an eye colour in a wrapped sentence', () => {
  it('is reported on the line its words are on', () => {
    const odd =
      'Irini Kambouri came down to the quay. I was near enough by then, with my bag, to see her face, and to\nsee that her brown eyes were wet.\n\nLater Irini Kambouri turned to me, and her grey eyes were dry.';
    expect(at('Irini Kambouri kept the ledger.', odd, 'Irini Kambouri had grey eyes, and she smiled.')).toEqual([
      'chapter_02.md:4',
    ]);
  });
});
