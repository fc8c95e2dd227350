import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death notice whose body names someone only after the verb of death ("died at his post, mourned by his sister
 * Mara"): the name after the verb is a mourner, and the death is still the head's. Texts written for these tests.
 */

const KEEPER = 'Tobias Marsh had kept the Gull Point light for forty years. Mara Marsh sorted the post in the kitchen.';
const LATER = 'On Sunday Tobias came up the path from the harbour and knocked at the kitchen door.';

describe('a death notice naming a mourner after its verb of death', () => {
  it('is still the head’s death, so the head acting later is reported', () => {
    const notice = `${KEEPER}\n\n> **MARSH, Tobias.**\n> Keeper of the Gull Point light, died at his post on 3 March, mourned by his sister Mara Marsh.`;
    const found = checkDead(manuscriptOf(chaptersOf(notice, LATER)), ENGLISH).findings;
    expect(found.map((f) => [f.file, f.line, f.message.split(' here')[0], f.against?.file, f.against?.line])).toEqual([
      ['chapter_02.md', 3, 'Tobias Marsh acts ("Tobias came")', 'chapter_01.md', 6],
    ]);
  });
});
