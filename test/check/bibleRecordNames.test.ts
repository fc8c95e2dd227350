import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The names a record lists for its person, each as a name: a list trailing off in an ellipsis ends on the name. */
describe('a record’s list of names', () => {
  it('ends its last name before a trailing ellipsis', () => {
    const bible = '## Nell Carew\nHair: grey\nNames: Aunt Nell; Nellie...\n';
    expect(parseBible(bible, ENGLISH).characters[0]?.names).toEqual([
      'Nell Carew',
      'Nell',
      'Carew',
      'Aunt Nell',
      'Nellie',
    ]);
  });
});
