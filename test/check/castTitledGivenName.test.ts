import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Uncle Josiah" beside "Uncle Josiah Penney": the same title and given name with the surname left off is the same
 * man — unless two men of the book are "Uncle Josiah …" (src/check/facts.ts, the cast's full names).
 */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map((c) => `${c.name} [${c.names.join('|')}]`);

describe('a titled given name', () => {
  it('is the one titled full name it opens', () => {
    expect(
      castOf(
        'Uncle Josiah Penney sat at the window. Uncle Josiah Penney watched the boats.',
        'Uncle Josiah was asleep in his chair. Later Uncle Josiah woke and asked for tea.',
      ),
    ).toEqual(['Uncle Josiah Penney [Uncle Josiah Penney|Josiah|Penney|Uncle Josiah]']);
  });

  it('is no one of two it could open', () => {
    expect(
      castOf(
        'Uncle Josiah Penney sat at the window. Uncle Josiah Penney watched the boats.',
        'Uncle Josiah Hale came up the path. Uncle Josiah Hale knocked twice.',
        'Uncle Josiah was asleep in his chair. Later Uncle Josiah woke and asked for tea.',
      ),
    ).toContain('Uncle Josiah [Uncle Josiah]');
  });
});
