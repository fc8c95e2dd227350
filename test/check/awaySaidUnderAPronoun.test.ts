import { describe, expect, it } from 'vitest';
import { away } from '../support/ownAbsence.js';

/**
 * "I'll be away …," he said: the one who says it is the one the narration of the present named last, whether it named
 * them before the story had a day or in the paragraph that tells the day; a memory between ("He remembered the winter
 * Tom Reilly came") names no speaker. Written for these tests.
 */

const SPEECH = '"I\'ll be away. Leeds. Monday the eighth to Friday the twelfth," he said.';
const LATER = 'On Wednesday, the tenth of March, the fog came down. Colm Daly was at the levers.';
const FOUND =
  'chapter_02.md:3 Colm Daly acts here on 10 March 1954, but chapter_01.md:7 has them away from 8 March 1954 until 12 March 1954';

describe('an absence said under a pronoun', () => {
  it('is the one named before the story had a day', () => {
    expect(
      away(`Colm Daly kept the signal box.\n\nOn Tuesday 2 March 1954 the frost held.\n\n${SPEECH}`, LATER),
    ).toEqual([FOUND]);
  });

  it('is the one named in the paragraph that tells the day', () => {
    expect(away(`On Tuesday 2 March 1954 the frost held, and Colm Daly lit the stove.\n\n${SPEECH}`, LATER)).toEqual([
      FOUND.replace(':7', ':5'),
    ]);
  });

  it('is not one a memory between names', () => {
    expect(
      away(
        `Colm Daly kept the signal box. On Tuesday 2 March 1954 the frost held.\n\nHe remembered the winter Tom Reilly came to the box.\n\n${SPEECH}`,
        LATER,
      ),
    ).toEqual([FOUND]);
  });
});
