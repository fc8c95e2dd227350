import { describe, expect, it } from 'vitest';
import { castRead } from '../support/bibleRead.js';

/**
 * A family file's person with a nickname after a comma ('LAURENCE HAIG, "SPRAT"'): the nickname is a name they go by,
 * in the text's case when typed in capitals, as typed otherwise (src/check/bibleFamilyTree.ts). Written for these tests.
 */

const TREE = [
  'I. HAIG of Bude',
  '---------------',
  '  +-- LAURENCE HAIG, "SPRAT"',
  '  |     b. 1861, Bude.  desc. GREY eyes.',
  '  +-- MARY HAIG, "Polly"',
  '  |     b. 1863.',
  '  +-- JOHN HAIG',
  '  |     b. 1865.',
  '',
].join('\n');

describe('a nickname after a comma on a family tree', () => {
  it('is a name each person goes by, in capitals or not, and none is made up for one without', () => {
    expect(castRead(TREE).map(([name, names]) => [name, names])).toEqual([
      ['Laurence Haig', ['Laurence Haig', 'Laurence', 'Haig', 'Sprat']],
      ['Mary Haig', ['Mary Haig', 'Mary', 'Haig', 'Polly']],
      ['John Haig', ['John Haig', 'John', 'Haig']],
    ]);
  });
});
