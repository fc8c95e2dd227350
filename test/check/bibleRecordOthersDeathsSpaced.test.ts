import { describe, expect, it } from 'vitest';
import { recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's notes that tell of someone else's death with two spaces typed after the other's name ("In 1887 Rose
 * died of fever."): the death is still Rose's, not that of the person whose record holds it
 * (src/check/bibleRecords.ts, aboutThem). Notes written for these tests.
 */
function linesOf(...prose: string[]) {
  const record = { name: 'Mara Voss', line: 1, pairs: [], prose: prose.map((text, i) => ({ text, line: i + 2 })) };
  return recordLines(record, [], ENGLISH).characters.map((l) => l.text);
}

describe('another’s death typed with two spaces after the name', () => {
  it('stays out of the person’s own lines', () => {
    expect(linesOf('Keeper of the light. In 1887 Rose  died of fever.')).toEqual([
      '### Mara Voss',
      '- Keeper of the light',
    ]);
  });

  it('as it does with a tab after the name', () => {
    expect(linesOf('In 1887 Rose \tdied of fever.')).toEqual(['### Mara Voss']);
  });
});
