import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A word of a bible object's name ("the D'arcy locket") is a word the bible knows: no slip of a character's name
 * near it ("Darcy"). Texts written for these tests.
 */

const CAST = '## Characters\n\n### Fitz Darcy\n- role: the heir\n';
const LOCKET = "\n## Objects\n\n### The D'arcy locket\n- holder: Fitz Darcy\n";
const names = (bible: string) =>
  checkNames(manuscriptOf(chaptersOf("Fitz Darcy opened the D'arcy locket by the fire."), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe("a word of an object's name in the bible", () => {
  it('is no slip of a name', () => {
    expect(names(CAST + LOCKET)).toEqual([]);
  });

  it('is one when the bible has no such object', () => {
    expect(names(CAST)).toEqual([
      expect.stringMatching(/^chapter_01\.md:3 "D'arcy" is not a name in the bible; did you mean "Darcy"/),
    ]);
  });
});
