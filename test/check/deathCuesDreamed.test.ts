import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "When Tomas Reyes was alive" tells his death; the same words in a dream or a wish ("Bo dreams of the nights when
 * Tomas Reyes was alive") tell none. Written for these tests.
 */

const OPENING =
  'Tomas Reyes walks the lamp line every night. He counts the wicks and trims them.\n\nBo Lind mends the nets on the slip.';
const CALM = 'The harbour is still. Bo Lind opens the shutters and looks at the boats.';

const deathsIn = (paragraph: string) =>
  readFacts(manuscriptOf(chaptersOf(OPENING, `${CALM}\n\n${paragraph}`)), ENGLISH)
    .facts.cast.filter((c) => c.death)
    .map((c) => c.name);

describe('a death told by "when … was alive"', () => {
  it('reads the death in plain narration', () => {
    expect(deathsIn('Bo Lind thinks of the nights when Tomas Reyes was alive.')).toEqual(['Tomas Reyes']);
  });

  it('reads none in a dream or a wish', () => {
    expect(deathsIn('Bo Lind dreams of the nights when Tomas Reyes was alive.')).toEqual([]);
    expect(deathsIn('Bo Lind wishes for the nights when Tomas Reyes was alive.')).toEqual([]);
  });
});
