import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's heading with names in its brackets, quoted with spaces inside the quotes ('## Eleanor Vane (“ Nell ”,
 * aka “Nellie ”)'): each is a name she goes by, without its quotes or spaces. Bibles written for these tests.
 */

describe('a quoted name in a heading’s brackets', () => {
  it('is a name of hers, without the spaces inside its quotes', () => {
    const bible = '## Eleanor Vane (“ Nell ”, aka “Nellie ”)\nEyes: green\n';
    expect(canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`)).toEqual(
      expect.arrayContaining(['1 ### Eleanor Vane', '1 - aliases: Nellie', '1 - aliases: Nell', '2 - eyes: green']),
    );
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names])).toEqual([
      ['Eleanor Vane', ['Eleanor Vane', 'Eleanor', 'Vane', 'Nellie', 'Nell']],
    ]);
  });
});

describe('the name itself in a heading’s brackets', () => {
  it('is no other name, quoted with a space or not', () => {
    const bible = '## Nell Vane (“Nell Vane ”)\nEyes: green\n';
    expect(canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`)).toEqual([
      '1 ## Characters',
      '1 ### Nell Vane',
      '2 - eyes: green',
    ]);
  });
});
