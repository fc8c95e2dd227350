import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Tom Hale came back on the Wednesday" brings Tom back though his span ("until Friday") has not run out; "Tom and
 * the three old grey farm dogs ran" is too far from its verb to tell Tom acting. Texts written for these tests.
 */

const HEAD =
  'Tom Hale mended the gate. He whistled. Sam Reed fed the hens. He sang. Ada Lowe swept the step. She hummed.\n\nTom Hale is away in Leeds until Friday. Sam Reed is away in York for the week.';

const chapter = (back: string, after: string) =>
  awayButHere(manuscriptOf({ 'chapter_01.md': `# One\n\n${HEAD}\n\n${back}\n\n${after}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

const TOM =
  'chapter_01.md:9 Tom acts here, but chapter_01.md:5 has them away (Leeds), and nothing between brings them back';

describe('a return told by name', () => {
  it('brings the one named back before the day his span ends', () => {
    expect(
      chapter('Tom Hale came back on the Wednesday.', 'Ada stood in the yard. Tom carried the sacks into the barn.'),
    ).toEqual([]);
  });

  it('leaves him away when nothing tells a return', () => {
    expect(chapter('The cart stopped.', 'Ada stood in the yard. Tom carried the sacks into the barn.')).toEqual([TOM]);
  });
});

describe('a name joined to others by "and"', () => {
  it('acts when a verb follows within five words', () => {
    expect(chapter('The cart stopped.', 'Tom and the three old dogs ran up the lane.')).toEqual([TOM]);
  });

  it('does not act when the verb is further off', () => {
    expect(chapter('The cart stopped.', 'Tom and the three old grey farm dogs ran up the lane.')).toEqual([]);
  });
});
