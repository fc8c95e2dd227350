import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "turned forty" is an age of the name right before it: "Tom Reyes turned forty that May, and Ada Price was at the
 * window" tells Tom's age, not Ada's, though the words after her name are read for one. Written for these tests.
 */

const findings = (bible: string, ...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

const BIBLE = '## Characters\n\n### Ada Price\n- Age: 30\n\n### Tom Reyes\n- Age: 40\n';

describe('an age "turned" after a name', () => {
  it('is the age of that name, not of one named after it', () => {
    expect(findings(BIBLE, 'Tom Reyes turned forty that May, and Ada Price was at the window.')).toEqual([]);
  });

  it('is held to the bible', () => {
    expect(findings(BIBLE, 'Ada Price turned thirty-five that May.')).toEqual([
      "chapter_01.md:3 Ada Price's age is 35 here; bible: 30 (bible.md:4)",
    ]);
  });
});
