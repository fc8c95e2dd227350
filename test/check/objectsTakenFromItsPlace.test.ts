import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing given to one person, then taken down from its old place by a third a chapter later ("took the telescope
 * down from its hook"): it is with the one it was given to, and nothing brought it back. And a thing worn on a wrist
 * or round a neck is the wearer's. Texts written for these tests.
 */

const CAST = 'Mara Vos came in. She laughed. Tomas Reyes came in. He laughed. Ada Price came in. She sat down.';
const findings = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line} ${f.message}`,
  );

describe('a thing given away, taken from its old place by a third', () => {
  const reported: Array<[string, string]> = [
    ['down from its hook', 'Ada Price took the brass telescope down from its hook and went out.'],
    ['off the shelf', 'Ada Price took the brass telescope off the shelf.'],
    ['out of the drawer', 'Ada Price took the brass telescope out of the drawer by the bed.'],
  ];
  for (const [name, taking] of reported)
    it(`is found, with the giving, when taken ${name}`, () => {
      expect(findings(`${CAST}\n\nMara Vos gave the brass telescope to Tomas Reyes.`, taking)).toEqual([
        'chapter_02.md:3 chapter_01.md:5 Ada Price takes the brass telescope from its place here, but chapter_01.md:5 gave it to Tomas Reyes, and nothing between brings it back',
      ]);
    });

  const quiet: Array<[string, string, string]> = [
    [
      'the one it was given to takes it',
      `${CAST}\n\nMara Vos gave the brass telescope to Tomas Reyes.`,
      'Tomas Reyes took the brass telescope down from its hook.',
    ],
    [
      'it is taken in the chapter of the giving',
      `${CAST}\n\nMara Vos gave the brass telescope to Tomas Reyes.\n\nAda Price took the brass telescope down from its hook.`,
      'Ada Price sat down.',
    ],
    [
      'the place is where the one it was given to left it',
      `${CAST}\n\nMara Vos gave the brass telescope to Tomas Reyes.`,
      'Ada Price took the brass telescope from the table where Tomas Reyes had left it.',
    ],
  ];
  for (const [name, first, second] of quiet)
    it(`stays quiet when ${name}`, () => {
      expect(findings(first, second)).toEqual([]);
    });
});

describe('a thing worn', () => {
  it('is the wearer’s: a giver wearing it again is found', () => {
    expect(
      findings(
        `${CAST}\n\nMara Vos gave the gold locket to Tomas Reyes.`,
        'Mara Vos touched the gold locket round her neck.',
      ),
    ).toEqual([
      'chapter_02.md:3 chapter_01.md:5 Mara Vos has the gold locket here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('stays quiet when the one it was given to wears it', () => {
    expect(
      findings(
        `${CAST}\n\nMara Vos gave the gold locket to Tomas Reyes.`,
        'Mara Vos looked at the gold locket round his neck.',
      ),
    ).toEqual([]);
  });
});
