import { describe, expect, it } from 'vitest';
import { recordBody } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's line typed with runs of spaces (bibleRecords.ts `recordBody`): a run parts two fields ("Eyes: grey
 * Hair: black"), but a label alone before a run keeps the value after it ("Eyes:    grey", "Age   30", a column of
 * labels aligned). Lines written for these tests.
 */

const pairsOf = (text: string) => recordBody([{ text, line: 1 }], ENGLISH).pairs.map((p) => `${p.field} ${p.value}`);

describe('a record line with runs of spaces', () => {
  it('parts two fields a run of spaces sets apart', () => {
    expect(pairsOf('Eyes: grey  Hair: black')).toEqual(['eyes grey', 'hair black']);
    expect(pairsOf('Eyes:  grey  Hair:  black')).toEqual(['eyes grey', 'hair black']);
  });

  it('keeps a label’s value after the run of spaces that aligns it', () => {
    expect(pairsOf('Eyes:    grey')).toEqual(['eyes grey']);
    expect(pairsOf('Age   30')).toEqual(['age 30']);
  });

  it('parts fields of short words too', () => {
    expect(pairsOf('Age: 30  Eye: red')).toEqual(['age 30', 'eyes red']);
    // No word of four letters: the age's value ends at its run of spaces all the same.
    expect(pairsOf('Age  30  Eye  red')).toEqual(['age 30']);
  });
});
