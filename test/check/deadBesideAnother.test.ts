import { describe, expect, it } from 'vitest';
import { actOf, checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead named beside another ("Anselm and Bram …"): the word after the other name is the pair's act only when
 * it is a verb ("Anselm and Bram lift the hive"); "Anselm and Bram in the photograph" is a picture, no act.
 * Written for these tests.
 */

const TOLD = '# One\n\nAnselm kept the bees. Anselm was drowned in the mill race that spring.\n';

describe('a dead man and another named together', () => {
  it('reads a verb after the pair as their act, and a place or a picture after them as none', () => {
    expect(actOf('', ' and Bram lift the hive', ENGLISH)).toEqual({ spoke: false, verb: 'lift' });
    expect(actOf('', ' and Bram in the old photograph', ENGLISH)).toBeUndefined();
    expect(actOf('', ' and Bram Tiller on the beach at Filey', ENGLISH)).toBeUndefined();
    // Born together: a birth is before any death, no act after it.
    expect(actOf('', ' and I were born in the mill house', ENGLISH)).toBeUndefined();
  });

  it('reports the pair acting after the death, and stays quiet on the pair in a photograph', () => {
    const chapters = (later: string) =>
      checkDead(manuscriptOf({ 'chapter_01.md': TOLD, 'chapter_02.md': `# Two\n\n${later}\n` }), ENGLISH).findings;
    expect(chapters('Anselm and Bram lift the hive onto the cart.').map((f) => `${f.file}:${f.line}`)).toEqual([
      'chapter_02.md:3',
    ]);
    expect(chapters('On the mantel stood Anselm and Bram in the old photograph, squinting.')).toEqual([]);
    expect(chapters('My brother Anselm and I were born in the mill house.')).toEqual([]);
  });
});
