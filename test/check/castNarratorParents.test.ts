import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "My father was Walter Greer" (src/check/facts.ts, parentOfNarrator): the narrator names the parent they call
 * "Dad", so "Dad" is that person in the cast, and what "Dad" does is his. Read in narration only, and only when one
 * name is given for that parent.
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(...texts: string[]): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

const WALTER = 'My father was Walter Greer. Walter Greer kept bees.';
const DAD = 'Dad sat at the table. Dad said nothing.';

describe('a parent the narrator names', () => {
  it('is "Dad", used often or once', () => {
    expect(castOf(WALTER, DAD)).toEqual([['Walter Greer', 'Dad', 'Greer', 'Walter']]);
    expect(castOf(WALTER, 'Dad waved.')).toEqual([['Walter Greer', 'Dad', 'Greer', 'Walter']]);
  });

  it('is "Mum" for a mother, and leaves "Dad" alone', () => {
    expect(castOf('My mother was Ada Greer. Ada Greer kept bees.', `${DAD} Mum laughed. Mum sang.`)).toEqual([
      ['Ada Greer', 'Ada', 'Greer', 'Mum'],
      ['Dad'],
    ]);
  });

  it('is no one when two fathers are named, or a character names their own in dialogue', () => {
    expect(castOf(`${WALTER} My father was Tom Hale. Tom Hale kept goats.`, DAD)).toEqual([
      ['Walter Greer', 'Greer', 'Walter'],
      ['Tom Hale', 'Hale', 'Tom'],
      ['Dad'],
    ]);
    expect(castOf('"My father was Walter Greer," she said. Walter Greer kept bees.', DAD)).toEqual([
      ['Walter Greer', 'Greer', 'Walter'],
      ['Dad'],
    ]);
  });
});
