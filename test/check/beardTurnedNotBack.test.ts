import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A beard the text tells gone from one colour to another does not come back to the colour it left. */

const found = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.message.includes('tells it gone from'))
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const TURNED =
  'Rory Dunn was sixty-six that autumn, and his beard had gone from grey to white in the winter his wife died.';

describe('a beard told gone from grey to white', () => {
  it('is a slip when a later chapter gives it grey', () => {
    expect(found(TURNED, 'Rory Dunn stood at the door with his grey beard full of frost.')).toEqual([
      "chapter_02.md:3 Rory Dunn's beard is grey here; chapter_01.md:3 tells it gone from grey to white",
    ]);
  });

  it('is quiet on the colour it took, on a beard told grey with no change told, and after a shave', () => {
    expect(found(TURNED, 'Rory Dunn stood at the door with his white beard full of frost.')).toEqual([]);
    expect(
      found(
        'Rory Dunn came in, and his white beard was wet.',
        'Rory Dunn stood at the door with his grey beard full of frost.',
      ),
    ).toEqual([]);
    expect(
      found(
        TURNED,
        'Rory Dunn shaved off his beard for the wedding.',
        'Rory Dunn stood at the door with his grey beard full of frost.',
      ),
    ).toEqual([]);
  });
});
