import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Mr Grey" beside "Mr Gray": the uses that make the slip sure are those of the known surname alone, not of the
 * other full names in the book. Texts written for these tests.
 */

const findings = (files: Record<string, string>) =>
  checkNames(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a titled surname misspelt into a word', () => {
  it('is not read when only other people’s full names are used often', () => {
    expect(
      findings({
        'chapter_01.md': `# One\n\nEuan Gray comes off the boat. Mr Gray nods. ${'Ada Venn waves. '.repeat(6)}The sky is grey.\n`,
        'chapter_02.md': '# Two\n\nOn the pier Mr Grey lifts his hand.\n',
      }),
    ).toEqual([]);
  });
});
