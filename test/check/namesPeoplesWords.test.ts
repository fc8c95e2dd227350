import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A people's or a country's word is capitalised whatever it stands beside: "Swiss" beside the bible's "Zeiss
 * glasses", "Danish" beside a "Dennis", is no slip of that name. A word a letter off a name is still one.
 */

const BIBLE = '## Characters\n\n### Dennis Ward\n\n- Age: 40\n\n## Objects\n\n### Zeiss glasses\n\nField glasses.\n';

const found = (text: string) =>
  checkNames(manuscriptOf(chaptersOf(text), BIBLE), ENGLISH).findings.map((f) => `${f.line} ${f.message}`);

describe('a people’s word beside a name a letter or two off', () => {
  it('is no slip of the name', () => {
    expect(found('Dennis Ward took the Zeiss glasses to a Swiss doctor and a Danish nurse.')).toEqual([]);
  });

  it('leaves a real slip of the name to be told', () => {
    expect(found('Dennis Ward took the Zeiss glasses to Denis the next day.')).toEqual([
      expect.stringMatching(/"Denis" is not a name in the bible; did you mean "Dennis"/),
    ]);
  });
});
