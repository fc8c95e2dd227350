import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A chapter that opens on "She gave the brass key to Tomas", before anyone is named in it: "she" is the woman the
 * book has named most so far, and of two named as often, the one named first.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);
const GIVEN = 'She gave the brass key to Tomas Reyes.';
const MARA_AGAIN =
  'chapter_03.md:3 Mara Voss has the brass key here, but gave it away at chapter_02.md:3, and nothing between gives it back';

describe('the "she" that opens a chapter', () => {
  it('is the woman named most so far, though another was named last', () => {
    const first =
      'Mara Voss came in. She laughed. Mara Voss sat. Mara Voss smiled. Tomas Reyes came in. He laughed. Nadia Holt came in. She laughed.';
    expect(found(first, GIVEN, 'Mara Voss turned the brass key.')).toEqual([MARA_AGAIN]);
    expect(found(first, GIVEN, 'Nadia Holt turned the brass key.')).toEqual([]);
  });

  it('is the one named first, of two women named as often', () => {
    const first =
      'Mara Voss came in. She laughed. Mara Voss sat. Tomas Reyes came in. He laughed. Nadia Holt came in. She laughed. Nadia Holt sat.';
    expect(found(first, GIVEN, 'Mara Voss turned the brass key.')).toEqual([MARA_AGAIN]);
  });
});
