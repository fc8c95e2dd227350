import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told through a pronoun opening the sentence after the name ("…my brother Kit. He had been dead six
 * years"), and the dead seen acting in a paragraph that only afterwards turns to remembering. Texts written for
 * these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const DEATHS = [
  'At the window I thought about my brother Kit. He had been dead four years then, drowned off the Skerries. Kit had taught me to row.',
  'At the window I thought about my brother Kit. He was killed at Arnhem in the autumn. Kit had taught me to row.',
];

describe('a death told by the pronoun after the name', () => {
  for (const death of DEATHS)
    it(`makes the dead man acting later a slip: ${death.slice(46, 80)}…`, () => {
      expect(
        dead(death, 'I walked home in the rain. Kit was waiting on the stairs when I came in, and I told him.'),
      ).toEqual([expect.stringMatching(/^chapter_02\.md:3 Kit acts \("Kit was waiting"\) here, but chapter_01\.md:3/)]);
    });

  it('is read even when the paragraph turns to remembering afterwards', () => {
    const later =
      'I walked home in the rain. Kit was waiting on the stairs when I came in, and I told him. Later I thought of Kit in the boat.';
    expect(dead(DEATHS[0] as string, later)).toHaveLength(1);
  });

  it('stays quiet when the paragraph opens on remembering, or the pronoun has another before it', () => {
    expect(
      dead(
        DEATHS[0] as string,
        'I remembered that winter. Kit was waiting on the stairs when I came in, and I told him.',
      ),
    ).toEqual([]);
    const other =
      'At the window I thought about my brother Kit and old Amos Reed. He had been dead four years then. Kit had rowed.';
    expect(dead(other, 'Kit was waiting on the stairs when I came in, and I told him.')).toEqual([]);
  });
});
