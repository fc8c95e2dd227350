import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in speech the narrator does not tell as the story's present (facts.ts `buildFactBase`): speech in a
 * paragraph of italics throughout (a dream, a memory) is no death the later chapters are held to. Texts written for
 * these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.confidence}`);

describe('a death told in speech in italics', () => {
  it('holds no later chapter to it', () => {
    expect(
      dead(
        'Amos Penrith slept by the lamp and dreamt.\n\n*"My wife," says Amos. "Lettie. She died in the spring."*',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    ).toEqual([]);
  });

  it('holds no later chapter to it in a quotation set apart', () => {
    expect(
      dead(
        'Amos Penrith read the old play aloud.\n\n> "My wife," says Amos. "Lettie. She died in the spring."',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    ).toEqual([]);
  });
});
