import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name respelt as it sounds, three letters away, is a slip only when it is long ("Kathryn" for "Katherine"):
 * short names that sound alike three letters apart ("Lee" beside the bible's "Leigh", "Cary" beside "Carrie") are
 * other people. Texts written for these tests.
 */

const names = (bible: string, text: string) =>
  checkNames(manuscriptOf(chaptersOf(text), bible), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a short name three letters from a bible name that sounds the same', () => {
  it('is no slip', () => {
    const bible = '## Characters\n\n### Leigh Harrow\n- role: the teacher\n\n### Carrie Moss\n- role: the cook\n';
    expect(names(bible, 'Leigh Harrow bought bread from Lee at the corner. Carrie Moss sent Cary for milk.')).toEqual(
      [],
    );
  });

  it('is one when long', () => {
    const bible = '## Characters\n\n### Katherine Moss\n- role: the cook\n';
    expect(names(bible, 'Katherine Moss sat down. Kathryn laughed.')).toEqual([
      expect.stringMatching(/^chapter_01\.md:3 "Kathryn" is not a name in the bible; did you mean "Katherine"/),
    ]);
  });
});
