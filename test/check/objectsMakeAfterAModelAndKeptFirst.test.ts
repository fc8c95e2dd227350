import { describe, expect, it } from 'vitest';
import { brandNouns, givenAway } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A make after its model's words ("It was a Number 2 Brownie Kodak") is learned as the make; a thing put first and
 * then its keeper ("The camera she kept.") is kept by that one, as given them. Texts written for these tests.
 */

const makes = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  return Object.fromEntries(brandNouns(m, ENGLISH, readFacts(m, ENGLISH).cast));
};
const findings = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const BOUGHT =
  'Miss Ada Price had brought her camera up the hill. She set it down. It was a Number 2 Model Leica, bought in town.';
const GIVEN =
  "Ada Price took the picture. Then she closed the Leica, and turned round, and put it into Nora Quill's hands. Nora Quill said nothing.";
const KEPT = 'Nora Quill took the film out that night and sent it away. The camera she kept.';

describe('a make after its model', () => {
  it('is learned as the make of the thing just named', () => {
    expect(makes(BOUGHT)).toEqual({ leica: 'camera' });
  });
});

describe('a thing given, then kept by the one given it', () => {
  it('is given into the hands of one named in full', () => {
    expect(
      findings(BOUGHT, GIVEN, 'Ada Price stood at the carriage window with the Leica on her shoulder.'),
    ).toHaveLength(1);
  });

  it('is a slip in the giver’s hands after', () => {
    expect(
      findings(BOUGHT, GIVEN, KEPT, 'Ada Price stood at the carriage window with the Leica on her shoulder.'),
    ).toEqual([
      'chapter_04.md:3 Miss Ada Price has the camera here, but gave it away at chapter_02.md:3, and nothing between gives it back',
    ]);
  });

  it('and none in the hands of the one who kept it', () => {
    expect(findings(BOUGHT, GIVEN, KEPT, 'Nora Quill stood on the platform with the Leica on her shoulder.')).toEqual(
      [],
    );
  });
});

describe('"she" doing something with a thing', () => {
  const HELD =
    "Miss Ada Price stood in the wet grass with the Leica. Miss Nora Quill held her elbow.\n\nShe took the picture. Then she closed the Leica, and put it into Nora Quill's hands.";
  it('is the one of her gender the scene has holding it, not the one named last', () => {
    expect(
      findings(BOUGHT, HELD, KEPT, 'Ada Price stood at the carriage window with the Leica on her shoulder.'),
    ).toEqual([
      'chapter_04.md:3 Miss Ada Price has the camera here, but gave it away at chapter_02.md:5, and nothing between gives it back',
    ]);
  });
  it('is the one it was given to, once given', () => {
    expect(findings(BOUGHT, `${HELD}\n\nMiss Ada Price laughed. She wound the Leica.`)).toEqual([]);
  });
  it('and the one it was given to holds it after', () => {
    expect(findings(BOUGHT, HELD, KEPT, 'Nora Quill stood on the platform with the Leica on her shoulder.')).toEqual(
      [],
    );
  });
});
