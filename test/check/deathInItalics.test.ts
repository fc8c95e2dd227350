import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in a paragraph set in italics (a dream, a thought, a letter) is no death of the story; one told in a
 * remembered scene is (src/check/facts.ts, readFacts). Texts written for these tests.
 */

const deathsOf = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).facts.cast.map(
    (c) => `${c.name} ${c.death ? `${c.death.how} ${c.death.at.file}:${c.death.at.line}` : 'alive'}`,
  );

describe('a death told apart from the narration', () => {
  it('is none in a paragraph set in italics', () => {
    expect(deathsOf('Tom Hale walked in. Tom sat down.\n\n*Tom Hale died in the winter.*')).toEqual(['Tom Hale alive']);
    expect(deathsOf('Tom Hale walked in. Tom sat down.\n\n*Years before, he had died.*')).toEqual(['Tom Hale alive']);
  });

  it('is a death in a remembered scene', () => {
    expect(
      deathsOf(
        'Tom Hale walked in. Tom sat down.\n\nYears before, Tom Hale had nearly drowned. Tom Hale died in the winter of that year.',
      ),
    ).toEqual(['Tom Hale died chapter_01.md:5']);
  });
});
