import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Whose hand a thing is put into: "into Tomas's hand", from the narrator, is a giving; "into their hands" is not
 * read as one ("their" may be a singular they's own).
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('the narrator pressing a thing into a named hand', () => {
  it('gives it away', () => {
    expect(
      found(
        "I met Tomas Reyes at the gate. He laughed. I pressed the brass key into Tomas's hand.",
        'I turned the brass key.',
      ),
    ).toEqual([
      'chapter_02.md:3 The narrator has the brass key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a thing put "into their hands"', () => {
  it('is no giving the giver is held to', () => {
    expect(
      found(
        'Mara Voss came in. She laughed. Mara Voss put the brass key into their hands.',
        'Mara Voss turned the brass key.',
      ),
    ).toEqual([]);
  });
});
