import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A line of the names someone goes by that says in words who uses them, the only word in lower case just after an
 * "and" ('"Formiga" (the Ant) — Gaspar and friends'): still words, so only the quoted name is one of hers
 * (src/check/bible.ts, aliasesIn). Written for these tests.
 */

const names = (line: string) =>
  parseBible(`## Characters\n\n### Inês Valadares\n\n- ${line}\n- Age: 31\n`, ENGLISH).characters[0]?.names;

describe('a line of other names that says who calls her so', () => {
  it('gives only the quoted name when the one word in lower case follows "and"', () => {
    expect(names('Called: "Formiga" (the Ant) — Gaspar and friends')).toEqual([
      'Inês Valadares',
      'Inês',
      'Valadares',
      'Formiga',
    ]);
  });
});
