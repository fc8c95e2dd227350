import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in a document the text quotes: an obituary ("> Tobias R. Marsh of Gull Point died peacefully…")
 * or a death notice, a head that is a name and a body with no subject of its own ("> **MARSH, Tobias.** Keeper of
 * the light, born 1931, died at his post"). The dead then acting outside memory is a slip, as sure as a death
 * told in speech. Texts written for these tests.
 */

const dead = (...texts: string[]): Finding[] => checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings;
const brief = (found: Finding[]) =>
  found.map((f) => [f.file, f.line, f.confidence, f.message.split(' here')[0], f.against?.file, f.against?.line]);

const KEEPER = 'Tobias Marsh had kept the Gull Point light for forty years. Mara sorted the post in the kitchen.';
const LATER = 'On Sunday Tobias came up the path from the harbour and knocked at the kitchen door.';

describe('a death told in a quoted document', () => {
  it('is an obituary’s, past the rest of the full name and the place the dead was of', () => {
    const obituary = `${KEEPER}\n\n> Tobias R. Marsh of Gull Point died peacefully on Monday, March 3, at home. He was 81.`;
    expect(brief(dead(obituary, LATER))).toEqual([
      ['chapter_02.md', 3, 0.7, 'Tobias Marsh acts ("Tobias came")', 'chapter_01.md', 5],
    ]);
  });

  it('is a death notice’s head, its body naming no one before the verb of death', () => {
    const notice = `${KEEPER}\n\n> **MARSH, Tobias.**\n> Keeper of the Gull Point light, born 1931, died at his post on 3 March.`;
    expect(brief(dead(notice, LATER))).toEqual([
      ['chapter_02.md', 3, 0.7, 'Tobias Marsh acts ("Tobias came")', 'chapter_01.md', 6],
    ]);
  });

  it('stays quiet on a document that tells no death of the one who acts', () => {
    for (const quoted of [
      '> Tobias asked after you, and says the light is well.',
      '> **MARSH, Tobias.**\n> Brother of Mara, who died at sea in 1950.',
      '> **MARSH, Tobias.**\n> Mara Marsh, his sister, died at sea in 1950.',
      '> **MARSH, Tobias, of the Gull Point light, and the whole of his family.**\n> Drowned, all of them, in 1950.',
    ])
      expect(dead(`${KEEPER}\n\n${quoted}`, LATER), quoted).toEqual([]);
  });
});
