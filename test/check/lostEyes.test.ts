import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An eye lost or under a patch is the blind one ("lost his right eye at sea", "lost the sight of her left eye", "the
 * patch over his left eye"), and a mark told in a memory is a mark for life: a later "good" eye on the lost side is
 * a slip. Texts written for these tests, in the present tense with a past-tense memory.
 */

const eyes = (...texts: string[]): Finding[] =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.filter((f) => f.message.includes(' eye '));
const brief = (found: Finding[]) =>
  found.map((f) => [f.file, f.line, f.confidence, f.message, f.against?.file, f.against?.line]);

const YARD = [
  'I find Abel Soto in the yard behind the barn, mending a net. He is sixty and slow, and he does not look up.',
  'He lost his right eye at sea when he was a boy, and he wears a patch over it.',
].join(' ');

describe('an eye lost, in a memory', () => {
  it('is the blind one: a good eye on that side later is a slip', () => {
    const later = 'Abel turns his good right eye to the window and says nothing.';
    expect(brief(eyes(YARD, later))).toEqual([
      [
        'chapter_02.md',
        3,
        0.6,
        "Abel Soto's blind eye (eye) is on the left here; chapter_01.md:3 puts it on the right",
        'chapter_01.md',
        3,
      ],
    ]);
  });

  it('is read in other words: the sight of an eye lost, an eye under a patch', () => {
    for (const first of [
      'I find Abel Soto in the yard. He is sixty. He lost most of the sight of his right eye in the war.',
      'I find Abel Soto in the yard. He is sixty. Abel Soto wears a black patch over his right eye.',
      'I find Abel Soto asleep in the yard. The patch is off his right eye.',
    ])
      expect(eyes(first, 'Abel turns his good right eye to the window.'), first).toHaveLength(1);
  });

  it('stays quiet when the good eye is the other one, and on an eye merely touched', () => {
    expect(eyes(YARD, 'Abel turns his good left eye to the window.')).toEqual([]);
    expect(eyes(YARD, 'Abel rubs his left eye with the back of his wrist.')).toEqual([]);
  });
});
