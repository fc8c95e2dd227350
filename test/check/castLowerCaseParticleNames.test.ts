import { describe, expect, it } from 'vitest';
import { mentions } from '../../src/check/cast.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A cast with a name set in lower case ("da Souza") beside two names that begin alike ("Mary Tanner", "Mary Beth
 * Tanner"): the longer name is read where it is written, not the shorter one inside it. Texts written for these tests.
 */

const BIBLE =
  '## Characters\n\n### Mary Tanner\n- Age: 40\n\n### Mary Beth Tanner\n- Age: 12\n\n### da Souza\n- Age: 60\n';

describe('two names that begin alike, in a cast with a lower-case name', () => {
  it('are read whole: "Mary Beth Tanner" is hers, not "Mary" and "Tanner" of Mary Tanner', () => {
    const { cast } = readFacts(manuscriptOf(chaptersOf('Mary Tanner came in. da Souza sat.'), BIBLE), ENGLISH);
    expect(
      mentions('Then Mary Beth Tanner laughed at da Souza.', cast).map(
        (m) => `${m.index} ${m.name} ${m.character.name}`,
      ),
    ).toEqual(['5 Mary Beth Tanner Mary Beth Tanner', '33 da Souza da Souza']);
  });

  it('give the longer name its own age: no slip against the other one’s', () => {
    const m = manuscriptOf(chaptersOf('Mary Tanner came in. da Souza sat.', 'Mary Beth Tanner was twelve.'), BIBLE);
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });
});
