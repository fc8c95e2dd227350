import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing one puts away in their own pocket ("He put the watch back in his own pocket"), then another uses it later in
 * the chapter with no passing told between: what the first one kept is in someone else's hands. A passing told, the
 * keeper's own later use, another chapter, or a thing named as the user's own is no slip. Texts written for these
 * tests.
 */

const one = (text: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${text}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

const door =
  'Pieter Haas walked Ottilie Marsh home. At the door of the shop he took the silver watch from his pocket.\n\nHe put the watch back in his own pocket and she stood a moment at the door.\n\nShe went in and lit the lamp.';

describe('a thing kept in one’s own pocket, then in another’s hands', () => {
  it('finds the keeping, when another uses it later in the chapter with nothing between passing it on', () => {
    expect(one(`${door}\n\nThen Ottilie Marsh wound the watch and set it by the church clock.`)).toEqual([
      'chapter_01.md:5 Pieter Haas puts the watch in their own pocket here, but Ottilie Marsh has it at chapter_01.md:9 later in the chapter, and nothing between passes it on',
    ]);
  });

  it('finds nothing when a passing is told between, or the keeper uses it again', () => {
    expect(
      one(
        `${door}\n\nPieter Haas came back and gave the watch to her.\n\nThen Ottilie Marsh wound the watch and set it by the church clock.`,
      ),
    ).toEqual([]);
    expect(one(`${door}\n\nPieter Haas wound the watch on his way home.`)).toEqual([]);
  });

  it('holds to the chapter, and not to a thing named as the user’s own', () => {
    const later = givenAway(
      manuscriptOf({
        'chapter_01.md': `# 1\n\n${door}\n`,
        'chapter_02.md': '# 2\n\nOttilie Marsh wound the watch and set it by the church clock.\n',
      }),
      ENGLISH,
    );
    expect(later).toEqual([]);
    expect(one(`${door}\n\nThen Ottilie Marsh wound Ottilie’s watch and set it by the church clock.`)).toEqual([]);
  });
});
