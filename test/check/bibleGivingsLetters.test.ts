import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast with someone known by one letter ("M", the head of the service): a letter standing alone in a giving's
 * line ("until 9 A.M. on Thursday") is no one's name, so the giver is still the one the line names or the entry's.
 */

const CAST = (giving: string, timeline = '') =>
  `## Characters\n\n### M\n- role: head of the service\n\n### Nell Aske\n- eyes: green\n${giving}\n### Tobias Crouch\n- eyes: grey\n${timeline}`;

describe('a giving beside a letter that is a character’s whole name', () => {
  it('is the entry’s person’s, a time in capitals before the verb', () => {
    const bible = parseBible(
      CAST('- Keeps the ledger until 9 A.M. on Thursday, then gives it to Tobias (chapter 4).\n'),
      ENGLISH,
    );
    expect(bible.givings).toEqual([{ giver: 'Nell Aske', to: 'Tobias Crouch', noun: 'ledger', chapter: 4, line: 8 }]);
  });

  it('is the named giver’s, in a timeline line with a time between the giver and the verb', () => {
    const bible = parseBible(
      CAST('', '\n## Timeline\n- Chapter 4: Nell, at 9 A.M., gives the ledger to Tobias.\n'),
      ENGLISH,
    );
    expect(bible.givings).toEqual([{ giver: 'Nell Aske', to: 'Tobias Crouch', noun: 'ledger', chapter: 4, line: 13 }]);
  });
});
