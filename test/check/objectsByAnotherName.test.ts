import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing the book calls by two names of one kind ("the mouth organ", "the harmonica") is one thing: given away
 * under one name and held again under the other by the giver, it is held by one who has it no more. Texts written
 * for these tests.
 */

const findings = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const giving =
  'Tom Ilsley met Ada Price at the gate. "Take this," he said, and held out the mouth organ.\n\n"I can\'t play."\n\n"Keep it." He put it in her hand and closed her fingers on it.\n\nAda Price put the harmonica in the drawer of her washstand.';

describe('a thing by another name of its kind', () => {
  it('finds the giver holding a harmonica given away as a mouth organ', () => {
    expect(
      findings(giving, 'Later Tom Ilsley took the mouth organ out of the pocket of his coat and laid it on the table.'),
    ).toEqual([
      'chapter_02.md:3 Tom Ilsley has the harmonica here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });

  it('finds it under the other name too', () => {
    expect(findings(giving, 'Later Tom Ilsley took the harmonica out of his pocket and played it.')).toEqual([
      'chapter_02.md:3 Tom Ilsley has the harmonica here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });

  it('stays quiet when the one it was given to has it, by either name', () => {
    expect(
      findings(
        giving,
        'Ada Price took the mouth-organ out of her apron pocket and laid it on the table.\n\nLater she played the harmonica.',
      ),
    ).toEqual([]);
  });
});
