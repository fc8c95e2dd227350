import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Doña Greta Lindemann" in the text is the bible's "Doña Greta" when one bible character alone goes by that; when
 * two do, the text's full name is neither's (src/check/facts.ts, the cast's full names). Texts written for this test.
 */

describe('a titled full name whose title and given name two bible characters go by', () => {
  it('is a person of the text, not the first of the two', () => {
    const bible =
      '## Characters\n\n### Greta Vogt\n\n- Aliases: Doña Greta\n- Age: 74\n\n### Greta Ruiz\n\n- Aliases: Doña Greta\n- Age: 30\n';
    const text = chaptersOf(
      'Doña Greta Lindemann owned the hotel. Her pale blue eyes missed nothing.',
      'Doña Greta Lindemann sat by the window.',
    );
    expect(
      readFacts(manuscriptOf(text, bible), ENGLISH).facts.cast.map(
        (c) => `${c.name} ${c.source} [${c.names.join('|')}]`,
      ),
    ).toEqual([
      'Greta Vogt bible [Greta Vogt|Greta|Vogt|Doña Greta]',
      'Greta Ruiz bible [Greta Ruiz|Greta|Ruiz|Doña Greta]',
      'Doña Greta Lindemann text [Doña Greta Lindemann|Lindemann]',
    ]);
  });
});
