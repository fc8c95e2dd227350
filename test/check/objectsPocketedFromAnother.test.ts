import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing another held last, pocketed ("Nora pocketed the key" after Tom turned it): by its giver, it is hers again
 * and a slip; by anyone else, it is now theirs, so one who takes it later takes it from them. Texts written for
 * these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Nora Vance came in. She sat down. Tom Ilsley came in. He sat down. Ben Ames came in. He sat down.';

describe('a thing pocketed while another held it', () => {
  it('is a slip when the one who pockets it gave it to them', () => {
    expect(
      found(`${cast} Nora gave the key to Tom.`, 'Tom turned the key in the lock.', 'Nora pocketed the key.'),
    ).toEqual([
      'chapter_03.md:3 Nora Vance has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('is the pocketer’s: one who takes it next takes it from them', () => {
    expect(
      found(
        `${cast} Tom turned the key in the lock. Nora pocketed the key.`,
        'Ben took the key.',
        'Nora turned the key in the lock.',
      ),
    ).toEqual([
      'chapter_03.md:3 Nora Vance has the key here, but gave it away at chapter_02.md:3, and nothing between gives it back',
    ]);
  });
});
