import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A brother and a sister of the bible whose names are one letter apart and written with an accent ("René Hart",
 * "Renée Hart"): each name the text writes is the bible's own, no slip of the other, whether the bible writes the
 * names as they are or in capitals on an index card.
 */

const BOOK = {
  'chapter_01.md': '# One\n\nRenée Hart came down to the quay. Her brother René walked beside her.\n',
  'chapter_02.md': '# Two\n\nRené waited by the boats, and Renée rowed out alone.\n',
};

describe('two bible names one letter apart', () => {
  it('are each no slip of the other when the text writes them both', () => {
    const bible = '# Bible\n\n## Characters\n### Renée Hart\n- eyes: grey\n### René Hart\n- eyes: brown\n';
    expect(checkNames(manuscriptOf(BOOK, bible), ENGLISH).findings).toEqual([]);
  });

  it('are each no slip of the other when the bible writes them in capitals on an index card', () => {
    const bible = `CARD 1 -- PEOPLE
OLD QUILL   (Hester)        the widow at the point
  61. grey eyes, silver hair.
=====================================

CARD 2 -- PEOPLE
others:
  RENÉE HART -- postmistress, 30.
  RENÉ HART -- her brother, 32.
=====================================

CARD 3 -- WHEN
  Mon 4 Oct 1976 ...... ch 1
  Wed 6 Oct 1976 ...... ch 2
=====================================
`;
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.name)).toEqual([
      'Hester Quill',
      'Renée Hart',
      'René Hart',
    ]);
    expect(checkNames(manuscriptOf(BOOK, bible), ENGLISH).findings).toEqual([]);
  });
});
