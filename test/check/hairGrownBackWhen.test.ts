import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Hair told grown back excuses long hair only between the cut and the long hair: growing told before the cut, or after
 * the long hair, excuses nothing; a sentence that tells it grown and long at once does (src/check/checks/attributes.ts,
 * hairGrownBack). Texts written for these tests.
 */

const found = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'attribute')
    .map((f) => `${f.file}:${f.line}`);
const CUT = 'Ilse Brandt sat by the stove. She cut her hair short with the kitchen scissors.';
const LONG = 'Ilse Brandt came down the stairs, her long hair loose down her back.';

describe('hair told grown back', () => {
  it('before the cut excuses nothing after it', () => {
    expect(found('Ilse Brandt stood at the window. Her hair had grown back over the summer.', CUT, LONG)).toEqual([
      'chapter_03.md:3',
    ]);
  });

  it('after the long hair excuses nothing before it', () => {
    expect(found(CUT, LONG, 'Ilse Brandt stood at the window. By the spring her hair had grown back.')).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('in the sentence of the cut is no growing after it', () => {
    expect(
      found('Ilse Brandt sat by the stove. She cut her hair short, though it had grown back over the summer.', LONG),
    ).toEqual(['chapter_02.md:3']);
  });

  it('in the sentence of the long hair excuses it', () => {
    expect(
      found(CUT, 'Ilse Brandt came down the stairs. Her hair had grown back, long and loose down her back.'),
    ).toEqual([]);
    expect(found(CUT, 'Ilse Brandt came down the stairs. Her long hair had grown back over the summer.')).toEqual([]);
    expect(found(CUT, 'Ilse Brandt came down the stairs, her long hair grown back over the summer.')).toEqual([]);
  });
});

describe('growing told between the cut and the long hair', () => {
  it('excuses the long hair when it is the hair, or a plait, whatever its case', () => {
    expect(found(CUT, 'Ilse Brandt stood at the window. Her hair had grown back over the summer.', LONG)).toEqual([]);
    expect(found(CUT, 'Ilse Brandt stood at the window. Plaits had grown back where the crop was.', LONG)).toEqual([]);
  });

  it('excuses nothing when it is not the hair that grew', () => {
    expect(found(CUT, 'Ilse Brandt stood at the window. The hedge had grown back over the gate.', LONG)).toEqual([
      'chapter_03.md:3',
    ]);
  });
});
