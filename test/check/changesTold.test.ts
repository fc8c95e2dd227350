import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A change the text tells (src/check/facts.ts, readFacts): a sentence with a change cue that names the eyes, in
 * whatever case, is a change of the eyes; any other a change of the hair. Sentences written for these tests.
 */

const changesOf = (text: string) =>
  buildFactBase(manuscriptOf(chaptersOf(text)), ENGLISH).changes.map((c) => `${c.field} ${c.at.file}:${c.at.line}`);

describe('a change the text tells', () => {
  it('is of the eyes when the sentence names them with a capital', () => {
    expect(changesOf('Eyes green from his new lenses, Ash smiled.')).toEqual(['eyes chapter_01.md:3']);
  });

  it('is of the eyes when the sentence names them in capitals', () => {
    expect(changesOf('Ash put in lenses that made his EYES green.')).toEqual(['eyes chapter_01.md:3']);
  });
});
