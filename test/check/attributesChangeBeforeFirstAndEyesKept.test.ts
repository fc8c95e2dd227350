import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A dye told before the first colour said is no change between it and a later one; eyes that change and stay
 * changed are a slip still (only hair is dyed); an age before a name is read at the start of a long sentence; and an
 * age set off by commas belongs to the name just before it. Texts written for these tests.
 */

const attributes = (chapters: Record<string, string>) =>
  checkAttributes(manuscriptOf(chapters), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );

const DYED = 'Maud Kerrigan came home late. She had dyed her hair with peroxide.';
const BLACK = 'Maud Kerrigan came into the shop. She had black hair and a quick way of talking.';
const FAIR = 'Maud Kerrigan sat by the stove. Her fair hair was drying in the heat.';

describe('a dye told before the first colour', () => {
  it('earlier in the same chapter, does not excuse fair hair after black', () => {
    expect(attributes(chaptersOf(`${DYED}\n\n${BLACK}`, FAIR))).toEqual([
      'chapter_02.md:3 Maud Kerrigan\'s hair is "fair" here; chapter_01.md:5 says "black" | chapter_01.md:5',
    ]);
  });

  it('in an earlier chapter, on a later line, does not excuse it either', () => {
    expect(attributes(chaptersOf(`Maud Kerrigan sat down.\n\n${DYED}`, BLACK, FAIR))).toEqual([
      'chapter_03.md:3 Maud Kerrigan\'s hair is "fair" here; chapter_02.md:3 says "black" | chapter_02.md:3',
    ]);
  });
});

describe('eyes that change and stay changed', () => {
  it('are a slip, held against the two chapters that agree', () => {
    const found = attributes(
      chaptersOf(
        'Maud Kerrigan came into the shop. She had blue eyes and a quick way of talking.',
        'Maud Kerrigan sat by the stove. Her green eyes were half shut.',
        'Maud Kerrigan stood at the door. Her green eyes watched the road.',
      ),
    );
    expect(found).toEqual([
      'chapter_01.md:3 Maud Kerrigan\'s eyes are "blue" here; chapter_02.md:3 and chapter_03.md:3 say "green" | chapter_02.md:3',
    ]);
  });

  it('are slips in both later chapters after three that say blue, not a change the text made', () => {
    const blue = 'Maud Kerrigan came into the shop. She had blue eyes and a quick way of talking.';
    const green = 'Maud Kerrigan sat by the stove. Her green eyes were half shut.';
    expect(attributes(chaptersOf(blue, blue, blue, green, green))).toEqual([
      'chapter_04.md:3 Maud Kerrigan\'s eyes are "green" here; chapter_01.md:3 says "blue" | chapter_01.md:3',
      'chapter_05.md:3 Maud Kerrigan\'s eyes are "green" here; chapter_01.md:3 says "blue" | chapter_01.md:3',
    ]);
  });
});

describe('ages read around a name', () => {
  it('reads "At sixty," before a name at the start of a long sentence', () => {
    expect(
      attributes(
        chaptersOf(
          'Maud Kerrigan sat down. At sixty, Maud Kerrigan still rowed across the lake every single morning before the sun came up.',
          'Maud Kerrigan came in. She was forty.',
        ),
      ),
    ).toEqual(['chapter_02.md:3 Maud Kerrigan\'s age is 40 here; chapter_01.md:3 says "sixty" | chapter_01.md:3']);
  });

  it('gives ", now forty," to the name just before it, not to one earlier in the sentence', () => {
    expect(
      attributes(
        chaptersOf(
          'Ivo Brand came in. He smiled. He was nine. Ada Lowe came in. She was forty.',
          'Ivo Brand came in. Ada Lowe sat down. Ivo, with Ada, now forty, still climbs the wall.',
        ),
      ),
    ).toEqual([]);
  });
});
