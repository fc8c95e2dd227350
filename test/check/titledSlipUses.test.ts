import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Mr Grey" beside "Mr Gray" (src/check/facts.ts, the titled slips): the slip is read only when the known surname
 * is used as a name three times as often as the slip is. "Mr Grey" twice needs six uses of "Gray" after a title
 * or a first name; with four, the two may be two men. Texts written for these tests.
 */

const said = (uses: number, slips: number) =>
  checkNames(
    manuscriptOf({
      'chapter_01.md': `# One\n\nEuan Gray comes off the boat. ${'Mr Gray nods. '.repeat(uses - 1)}The sky is grey.\n`,
      'chapter_02.md': `# Two\n\n${'On the pier Mr Grey lifts his hand. '.repeat(slips)}\n`,
    }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a titled surname misspelt into a word, said more than once', () => {
  it('is read when the surname is used three times as often', () => {
    expect(said(6, 2)).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Grey" here; chapter_01\.md:3 spells it "Gray"/),
    ]);
  });

  it('is not read when the surname is used less than three times as often', () => {
    expect(said(4, 2)).toEqual([]);
  });
});
