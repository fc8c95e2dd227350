import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A surname misspelt into a word the book also writes in lower case (src/check/facts.ts, collect's titledWords and
 * titledSlips): read only after a title ("Mr Grey" for "Mr Gray"), each such slip on its own. Texts written for
 * these tests.
 */

const GRAY = `Euan Gray comes off the boat. ${'Mr Gray nods. '.repeat(5)}The sky is grey.`;

function findings(one: string, two: string): string[] {
  return checkNames(
    manuscriptOf({ 'chapter_01.md': `# One\n\n${one}\n`, 'chapter_02.md': `# Two\n\n${two}\n` }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);
}

describe('a surname misspelt into a word', () => {
  it('is read after a title, though another title stood before another word first ("Mr Brown")', () => {
    expect(findings(`Mr Brown knocks. The door is brown.\n\n${GRAY}`, 'On the pier Mr Grey lifts his hand.')).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Grey" here; chapter_01\.md:5 spells it "Gray"/),
    ]);
  });

  it('is not read after a first name: "Nell Grey" beside "Euan Gray" is no slip of Gray', () => {
    expect(findings(GRAY, 'On the pier Nell Grey lifts her hand. Nell smiles. Nell waves.')).toEqual([]);
  });
});
