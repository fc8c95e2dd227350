import { describe, expect, it } from 'vitest';
import { checkAttributes, storyYearOf } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair said short twice, or said short and then cut, before a long plait: the other side a copy editor is sent to
 * is the first saying, or the cut. And the story's year, read from the present only (a memory may name any year).
 * Texts written for these tests.
 */

const hair = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} (${f.against?.file}:${f.against?.line})`,
  );
const LONG = 'Mara Voss came in. Her long plait hung down her back.';

describe('hair short, then long', () => {
  it('points to the first saying when two say it short', () => {
    expect(
      hair('Mara Voss came in. Her hair was short.', 'Mara Voss came in. Her hair was short and wet.', LONG),
    ).toEqual([
      "chapter_03.md:3 0.65 Mara Voss's hair is long here; chapter_01.md:3 says it is short, and nothing between tells it grown back (chapter_01.md:3)",
    ]);
  });

  it('points to the cut when a saying comes before it', () => {
    expect(hair('Mara Voss came in. Her hair was short.', 'Mara Voss came in. She cut her hair short.', LONG)).toEqual([
      "chapter_03.md:3 0.75 Mara Voss's hair is long here; chapter_02.md:3 cuts it short, and nothing between tells it grown back (chapter_02.md:3)",
    ]);
  });
});

describe("the story's year", () => {
  it('is read from the present, not from a memory', () => {
    const m = (memory: string) =>
      manuscriptOf(
        chaptersOf(`In the winter of 1902 Mara Voss kept the ferry.\n\n${memory}\n\nMara Voss rang the bell.`),
      );
    expect(storyYearOf(m('When she was a girl, in the summer of 1880, Mara Voss swam the sound.'), ENGLISH)).toBe(1902);
    expect(storyYearOf(m('In the summer of 1880 Mara Voss swam the sound.'), ENGLISH)).toBeUndefined();
  });
});
