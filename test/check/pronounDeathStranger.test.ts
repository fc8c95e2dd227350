import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told by "He" opening the sentence after two cast members are named
 * (facts.ts `pronounDeath` and its test for someone unknown in the sentence
 * before): a sister and a brother named leave the brother the one meant; an
 * unknown name beside them, however spaced, leaves no one. Texts written for
 * these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const LATER = 'I walked home in the rain. Kit was waiting on the stairs when I came in, and I told him.';

describe('"He had been dead" after two cast members', () => {
  it('is the brother’s death when the other named is his sister', () => {
    const death =
      'At the window I thought about my sister Nell and my brother Kit. He had been dead four years then. Kit had rowed. Nell had sung.';
    expect(dead(death, LATER)).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Kit acts \("Kit was waiting"\) here, but chapter_01\.md:3/),
    ]);
  });

  it('is no one’s when a name the cast does not know stands beside them, after a double space too', () => {
    const other =
      'At the window I thought about my brother Kit and old  Amos. He had been dead four years then. Kit had rowed.';
    expect(dead(other, LATER)).toEqual([]);
  });
});
