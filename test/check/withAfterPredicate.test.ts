import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Tomas was a tall man with grey hair": the man is the subject himself, so the hair is his; "Tomas spoke to a tall
 * man with grey hair" gives it to no one. Written for these tests.
 */

const findings = (first: string) =>
  checkAttributes(
    manuscriptOf(
      chaptersOf(
        first,
        'The boats were in. Tomas counted the crates twice.',
        'Tomas had black hair that he combed back.',
      ),
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a "with" after the person the subject is', () => {
  it('gives the hair to the subject', () => {
    expect(findings('Tomas was a tall man with grey hair. He walked to the harbour every morning.')).toEqual([
      'chapter_03.md:3 Tomas\'s hair is "black" here; chapter_01.md:3 says "grey"',
    ]);
    expect(findings('Tomas was a man with grey hair. He walked to the harbour every morning.')).toHaveLength(1);
  });

  it('gives none when the man is someone the subject meets', () => {
    expect(findings('Tomas spoke to a tall man with grey hair. He walked to the harbour every morning.')).toEqual([]);
    expect(findings('Tomas was a friend of the man with grey hair. He walked to the harbour every morning.')).toEqual(
      [],
    );
  });
});

describe('a "with" after another person told by a pronoun', () => {
  it('gives the subject nothing ("…: me at a typewriter, with long red hair")', () => {
    const found = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Aoife Keane had black hair and grey eyes. She drew all day.',
          'Aoife Keane has put a drawing on the pillow: me at a typewriter, with long red hair down my back.',
        ),
      ),
      ENGLISH,
    ).findings;
    expect(found).toEqual([]);
  });

  it('is still the subject\'s after an object of its verb ("looked at me with")', () => {
    const found = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Tomas Reyes had grey eyes. He mended the nets.',
          'Tomas Reyes looked at me with those blue eyes and said nothing.',
        ),
      ),
      ENGLISH,
    ).findings.map((f) => f.file);
    expect(found).toEqual(['chapter_02.md']);
  });
});

describe('"her" after a name inside a relative clause', () => {
  it("is the sentence's subject's, not the name's (\"a dress that Rose had made … in her black hair\")", () => {
    const found = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Rose Keane had white hair. She sewed all winter. Aoife Keane had black hair. She was nine.',
          'Aoife Keane came first up the aisle. She had a white dress that Rose had made and white flowers in her black hair.',
        ),
      ),
      ENGLISH,
    ).findings.map((f) => f.message);
    expect(found).toEqual([]);
  });
});
