import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "The dead man" or "the dead woman" after a paragraph that names one man and one woman, neither of whom acts in
 * it: the epithet's gender says which of the two is dead. Written for these tests.
 */

const OPENING =
  'Tomas Reyes walks the lamp line every night. He counts the wicks and trims them. Ana Cruz keeps the ledger in the office. She writes the figures in green ink.\n\nBo Lind mends the nets on the slip.';
const CALM = 'The harbour is still. Bo Lind opens the shutters and looks at the boats.';

const deathsIn = (paragraph: string) =>
  readFacts(manuscriptOf(chaptersOf(OPENING, `${CALM}\n\n${paragraph}`)), ENGLISH)
    .facts.cast.filter((c) => c.death)
    .map((c) => c.name);

describe('the dead epithet and the gender of those named', () => {
  it('gives "the dead man" to the man and "the dead woman" to the woman, the other named beside them', () => {
    expect(
      deathsIn('Bo Lind does not know much about Tomas Reyes or about Ana Cruz. Bo has kept the dead man’s boots.'),
    ).toEqual(['Tomas Reyes']);
    expect(
      deathsIn('Bo Lind does not know much about Tomas Reyes or about Ana Cruz. Bo has kept the dead woman’s shawl.'),
    ).toEqual(['Ana Cruz']);
  });

  it('gives "the dead man" to no one when a person the cast does not know is named before it', () => {
    expect(
      deathsIn('Bo Lind does not know much about Tomas Reyes or about the boy. Bo has kept the dead man’s boots.'),
    ).toEqual([]);
    expect(
      deathsIn('Bo Lind does not know much about Tomas Reyes or about the boat. Bo has kept the dead man’s boots.'),
    ).toEqual(['Tomas Reyes']);
  });
});
