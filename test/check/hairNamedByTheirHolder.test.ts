import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A woman named two ways ("Miss Voss" and "Mara Voss") whose hair only one name is given: the finding names her by
 * the name that holds the hair, not by the one met first. Texts written for these tests.
 */

const hair = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('hair of a woman named two ways', () => {
  it('names her by the name her hair is told under', () => {
    expect(
      hair(
        'Miss Voss rang the bell. Miss Voss said the lesson was over.',
        'Mara Voss came in. Her hair was short.',
        'Mara Voss came in. Her long plait hung down her back.',
      ),
    ).toEqual([
      "chapter_03.md:3 Mara Voss's hair is long here; chapter_02.md:3 says it is short, and nothing between tells it grown back",
    ]);
  });
});
