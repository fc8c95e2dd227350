import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible typed without accents (a spreadsheet pasted as plain text) names the
 * places and people the text writes with them: "Malaga" there is the text's
 * "Málaga", no misspelling. A word one letter off is still one.
 */

const BIBLE =
  '# Characters\n\n## Ines Ferrer\n\n- Age: 40\n\n# Places\n\n## Malaga\n\nA port.\n\n## Cordoba\n\nInland.\n';

const found = (text: string) =>
  checkNames(manuscriptOf(chaptersOf(text), BIBLE), ENGLISH).findings.map((f) => `${f.line} ${f.message}`);

describe('a name the bible writes without its accents', () => {
  it('stays quiet on the accented place and person', () => {
    expect(found('Inés Ferrer left Málaga on the night train and woke in Córdoba.')).toEqual([]);
  });

  it('still tells a name a letter off, accents or not', () => {
    expect(found('Inés Ferrer left Málaga on the night train and woke in Cordova.')).toEqual([
      expect.stringMatching(/^3 "Cordova" is not a name in the bible; did you mean "Cordoba"/),
    ]);
  });
});
