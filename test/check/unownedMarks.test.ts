import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark told of "his" or "her" where no name says whose ("A stooped man waited at the gate. He had a scar across
 * his right cheek"): the one person of that gender the book gives that mark, or its one unnamed bearer, and a later
 * telling on the other side is a slip. Texts written for these tests.
 */

const marks = (...texts: string[]): Finding[] =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.filter((f) =>
    f.message.includes(' is on the '),
  );
const brief = (found: Finding[]) =>
  found.map((f) => [f.file, f.line, f.confidence, f.message, f.against?.file, f.against?.line]);

const GATE =
  'A stooped man waited at the gate in the rain. He had a scar across his right cheek, pale against the tan.';

describe('a mark first told of an unnamed "he"', () => {
  it('is the named bearer’s, and his later telling on the other side is the slip', () => {
    const later = 'Ezra Holt sat by the stove. Ezra touched the scar on his left cheek and said nothing.';
    expect(brief(marks(GATE, later))).toEqual([
      [
        'chapter_02.md',
        3,
        0.6,
        "Ezra Holt's scar (cheek) is on the left here; chapter_01.md:3 puts it on the right",
        'chapter_01.md',
        3,
      ],
    ]);
  });

  it('is the one unnamed bearer’s when no name ever bears it', () => {
    const ward =
      'The man in the end bed lay very still. His left hand was missing two fingers, the stumps long healed.';
    const later = 'At midnight the old man waved me over with his bad hand, the right one with the fingers gone.';
    expect(brief(marks(ward, later))).toEqual([
      [
        'chapter_02.md',
        3,
        0.6,
        'the missing finger (hand) is on the right here; chapter_01.md:3 puts it on the left (no one else in the book bears it)',
        'chapter_01.md',
        3,
      ],
    ]);
  });

  it('stays quiet on the same side, a mark said of "a" scar, two named bearers, and bearers of two genders', () => {
    expect(marks(GATE, 'Ezra Holt sat by the stove. Ezra touched the scar on his right cheek.')).toEqual([]);
    expect(marks(GATE, 'Ezra Holt sat by the stove. Ezra had a scar on his left cheek from the war.')).toEqual([]);
    // Two men the text names with a cheek scar: whose the unnamed one is, is a guess.
    expect(
      marks(
        GATE,
        'Ezra Holt sat by the stove. Ezra touched the scar on his left cheek.',
        'Saul Greer came in from the yard. Saul rubbed the scar on his left cheek.',
      ),
    ).toEqual([]);
    const her = 'A thin woman stood in the doorway. Her left hand was missing two fingers.';
    const him = 'An old sailor sat on the step. His bad hand, the right one with the fingers gone, lay in his lap.';
    expect(marks(her, him)).toEqual([]);
    // One woman the text names with that mark, and a "he": not hers.
    const named = 'Nora Vance sat down. The scar on her right cheek was livid in the cold.';
    expect(marks(named, 'A stooped man waited at the gate. He had the scar on his left cheek.')).toEqual([]);
  });
});
