import { describe, expect, it } from 'vitest';
import { familyTreeAsMarkdown } from '../../src/check/bibleFamilyTree.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A family file's titles: underlined by "=" a part, by "-" a section in it (src/check/bibleFamilyTree.ts). */

describe('a family file titled by underlines', () => {
  it('gives a title over "=" a top heading and one over "-" a heading under it, without the indentation', () => {
    expect(
      familyTreeAsMarkdown('THE VOSS FAMILY\n===============\n\n  Branch of Kiel\n  --------------\n', ENGLISH),
    ).toBe('# THE VOSS FAMILY\n\n\n## Branch of Kiel\n\n');
  });
});
