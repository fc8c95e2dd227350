import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Mr Grey" beside "Mr Gray", in a book where another title stands before a word ("Mrs Green" by the green door):
 * each titled word is counted on its own, so the other one neither hides the slip nor adds to its count. Texts
 * written for these tests.
 */

const found = (first: string) =>
  checkNames(
    manuscriptOf({
      'chapter_01.md': `# One\n\n${first} Euan Gray comes off the boat. Mr Gray nods. Mr Gray waits. Mr Gray sits. The sky is grey.\n`,
      'chapter_02.md': '# Two\n\nOn the pier Mr Grey lifts his hand.\n',
    }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a titled surname misspelt into a word, in a book with another titled word', () => {
  it('is read whether or not another title stands before another word earlier', () => {
    for (const first of ['', 'Mrs Green waves from the green door.'])
      expect(found(first), first).toEqual([
        expect.stringMatching(/^chapter_02\.md:3 "Grey" here; chapter_01\.md:3 spells it "Gray"/),
      ]);
  });
});
