import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A word one letter off a bible name that opens a longer name whose next word is no one's ("Pyke Ridge", "Pyke  Ridge")
 * is that place's word, not a slip of the name; alone ("drove out to Pyke") it is a slip. Texts written for these
 * tests.
 */

const BIBLE = '## Characters\n### Harold Pike\n- Also called: Hal\n### Arthur Pike\n';
const names = (text: string) =>
  checkNames(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, BIBLE), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a near-name word before another capitalised word', () => {
  it('is read as part of a place name when the word after it is no one\'s ("Pyke Ridge")', () => {
    expect(names('Hal drove out to Pyke Ridge in March.')).toEqual([]);
  });

  it('is read so with two spaces or a tab between the words', () => {
    expect(names('Hal drove out to Pyke  Ridge in March.')).toEqual([]);
    expect(names('Hal drove out to Pyke\tRidge in March.')).toEqual([]);
  });

  it('is still a slip of "Pike" when it stands alone', () => {
    expect(names('Hal drove out to see Pyke in March.')).toEqual([
      expect.stringMatching(/^chapter_01\.md:3 .*"Pyke".*"Pike"/),
    ]);
  });
});
