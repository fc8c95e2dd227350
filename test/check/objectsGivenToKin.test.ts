import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked } from '../../src/check/text.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing set down "in front of her son" or held out "across the table to her son" goes to the son, whoever "her" is;
 * held out to one the text does not name there, it is given to the next other one who takes it. "Took his wrist and
 * looked at the watch" passes the wrist, not the watch; "wound it, as he used to do" is done now, a likeness to an old
 * habit, no memory. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Rosa Ferri kept the bakery on the square. Luca Ferri was her son, and Nina Ferri was her daughter.';

describe('a thing given to "her son"', () => {
  it('set down in front of him is his', () => {
    expect(
      found(
        `${cast}\n\nRosa brought out the brass compass that night and put it down on the table in front of her son.`,
        'In the morning Rosa opened the brass compass on the counter and read the bearing.',
      ),
    ).toEqual([
      'chapter_02.md:3 Rosa Ferri has the brass compass here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('set down in front of her own face is still hers', () => {
    expect(
      found(
        `${cast}\n\nRosa brought out the brass compass that night and put it down on the table in front of her.`,
        'In the morning Rosa opened the brass compass on the counter and read the bearing.',
      ),
    ).toEqual([]);
  });

  it('held out to him across the table is given when he takes it', () => {
    expect(
      found(
        `${cast}\n\nRosa brought out the brass compass that night. She held it out across the table to her son.\n\nLuca took it.`,
        'In the morning Rosa opened the brass compass on the counter and read the bearing.',
      ),
    ).toEqual([
      'chapter_02.md:3 Rosa Ferri has the brass compass here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });
});

describe('a passing of another thing', () => {
  it('passes none of the objects beside it', () => {
    const given = `${cast}\n\nRosa gave the brass compass to Luca.`;
    const later = 'Rosa used the brass compass on the counter to read the bearing.';
    const slip = [
      'chapter_03.md:3 Rosa Ferri has the brass compass here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ];
    expect(found(given, 'Nina took his wrist and looked at the brass compass in his hand.', later)).toEqual(slip);
    // A passing that names no other thing still ends the giving, as before.
    expect(found(given, 'Nina took it from him and looked at the brass compass.', later)).toEqual([]);
  });
});

describe('a likeness to an old habit', () => {
  it('marks no memory', () => {
    expect(memoryMarked('Every night Teresa wound the watch and held it to her ear, as he used to do.', ENGLISH)).toBe(
      false,
    );
    expect(memoryMarked('As he used to, she held the watch to her ear every night.', ENGLISH)).toBe(false);
    expect(memoryMarked('Every night he used to wind the watch and hold it to his ear.', ENGLISH)).toBe(true);
  });
});
