import { describe, expect, it } from 'vitest';
import { brandNouns, givenAway } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing named later by its make ("the Leica", "his Hamilton", "the black Conway Stewart") once the text has said
 * what make it is ("It was a Leica", "a railroad watch, a Hamilton"): the same thing, lost or given away as the noun
 * was. Texts written for these tests.
 */

const makes = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  return Object.fromEntries(brandNouns(m, ENGLISH, readFacts(m, ENGLISH).cast));
};
const findings = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a thing named by its make', () => {
  it('learns the make from "It was a …" after the thing, and from an apposition', () => {
    expect(
      makes(
        'Ada Price had brought her camera. It was a Leica, black and battered.',
        'Tom Ilsley wound his watch, a Hamilton with a cracked glass.',
        'Nora Quill signed with the pen. It is the green Conway Stewart that her father left her.',
      ),
    ).toEqual({ leica: 'camera', hamilton: 'watch', 'conway stewart': 'pen' });
  });

  it('learns a make of two words typed with two spaces between them as the make of one', () => {
    expect(makes('Nora Quill signed with the pen. It is the green Conway  Stewart that her father left her.')).toEqual({
      'conway stewart': 'pen',
    });
  });

  it('learns no make from a day, a phrase that goes on, a word also written small, or a name', () => {
    expect(
      makes(
        'Ada Price found the camera on the bus. It was a Tuesday.',
        'Tom Ilsley bought the watch in town. It was a Christmas present.',
        'Nora Quill held up the compass. It was a Compass of the old kind, and the compass still worked.',
        'Jonah Hale came in. Jonah Hale lit the lamp. It was a Jonah, his mother said, that had left it.',
      ),
    ).toEqual({});
  });

  it('finds a lost thing used by its make', () => {
    expect(
      findings(
        'Ada Price had brought her camera. It was a Leica, black and battered.\n\nAda Price leaned out over the rail, and the camera went over the side.',
        'Ada Price took the Leica out of her bag and photographed the quay.',
      ),
    ).toEqual([
      'chapter_02.md:3 Ada Price has the camera here, but it was lost at chapter_01.md:5, and nothing between finds it',
    ]);
  });

  it('finds a thing given away and used again by its make', () => {
    expect(
      findings(
        'Tom Ilsley wound his watch, a Hamilton with a cracked glass.\n\nTom Ilsley gave the watch to Ben Carr.',
        'Tom Ilsley wound the Hamilton at midnight.',
      ),
    ).toEqual([
      'chapter_02.md:3 Tom Ilsley has the watch here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('stays quiet when a lost thing is found in speech', () => {
    expect(
      findings(
        'Ada Price had brought her camera. It was a Leica.\n\nAda Price leaned out over the rail, and the camera went over the side.',
        '"I found it," Ben Carr said. "In the nets."\n\nAda Price took the Leica out of her bag and photographed the quay.',
      ),
    ).toEqual([]);
  });
});
