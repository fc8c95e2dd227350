import { describe, expect, it } from 'vitest';
import { describedColours } from '../../src/check/checks/describedColours.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A building named by a word of its description ("the thatched cottage") keeps the colours that description gave
 * its door, its gate or its shutters, though the book gives another building that colour. Texts written for these
 * tests.
 */

const found = (...texts: string[]) =>
  describedColours(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const INN = 'The inn on the square was tall and narrow, with a green door and a brass lamp over it.';
const COTTAGE =
  'Her aunt lived out on the moor. The cottage was low and thatched, with a red door and a rowan by the wall.';

describe('a building against its description', () => {
  it('finds the described building told with a feature of another colour', () => {
    expect(
      found(INN, COTTAGE, 'In the morning Bryn walked out to the thatched cottage and knocked on the green door.'),
    ).toEqual(['chapter_03.md:3 the green door of the thatched cottage here; chapter_02.md:3 gives it a red door']);
  });

  it('stays quiet when the colour agrees with the description', () => {
    expect(found(INN, COTTAGE, 'Bryn walked out to the thatched cottage and knocked on the red door.')).toEqual([]);
  });

  it('stays quiet when the word names two described buildings, or a feature stands far from it', () => {
    const two = 'The chapel was thatched too, with a blue door.';
    expect(found(INN, COTTAGE, two, 'Bryn walked out to the thatched cottage and knocked on the green door.')).toEqual(
      [],
    );
    expect(
      found(
        INN,
        COTTAGE,
        'Bryn walked out to the thatched cottage in the rain with his coat over his head and his boots full of water, and thought of the green door.',
      ),
    ).toEqual([]);
  });

  it('stays quiet when the door was repainted between', () => {
    expect(
      found(
        INN,
        COTTAGE,
        'That summer her aunt painted the door green.',
        'Bryn walked out to the thatched cottage and knocked on the green door.',
      ),
    ).toEqual([]);
  });

  it('reads no building named by its order or size ("the other cottage")', () => {
    expect(
      found(
        'The cottage stood apart from the other houses, with a red door.',
        'Bryn went to the other cottage and knocked on the green door.',
      ),
    ).toEqual([]);
  });
});
