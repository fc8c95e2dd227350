import { describe, expect, it } from 'vitest';
import { bibleFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name changed against the bible's one bearer of a surname, when the bible also calls them by another first
 * name with a middle initial ("Also called: Frank J. Bishop"): that first name is theirs too, so the text's "Frank
 * Bishop" is no second stray and "Fred Bishop" is still the slip. Written for these tests.
 */

const slips = (bible: string, ...texts: string[]) =>
  bibleFirstNameSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a bible name given also with a middle initial', () => {
  it('keeps its first name as theirs, and the other first name is the slip', () => {
    const bible = '## Characters\n\n### Francis Bishop\n- Also called: Frank J. Bishop\n- role: the grocer\n';
    expect(slips(bible, 'Frank Bishop came at six. Francis Bishop sat down.', 'Fred Bishop phoned.')).toEqual([
      'chapter_02.md:3 "Fred Bishop" here, once; the bible\'s only Bishop is "Francis Bishop" (bible.md:3)',
    ]);
  });
});
