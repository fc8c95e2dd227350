import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in speech after a name whose pronoun is not theirs (facts.ts `spokenDeathIn`): "Lettie. He died in
 * the spring." tells of a man, not of Lettie, the text's woman. Texts written for these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.confidence}`);

describe('a death told in speech with a pronoun of the other gender', () => {
  it('is not the named woman’s', () => {
    expect(
      dead(
        'Lettie Penrith came up the stairs. She sat down by the lamp.\n\nAmos Penrith waited. "Ask Lettie," says Amos. "Lettie. He died in the spring."',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    ).toEqual([]);
  });

  it('is the named woman’s with her own pronoun', () => {
    expect(
      dead(
        'Lettie Penrith came up the stairs. She sat down by the lamp.\n\nAmos Penrith waited. "Ask Lettie," says Amos. "Lettie. She died in the spring."',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    ).toEqual(['chapter_02.md:3 0.7']);
  });
});
