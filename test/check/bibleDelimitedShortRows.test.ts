import { describe, expect, it } from 'vitest';
import { delimitedRecords } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

const lines = (texts: string[]) => texts.map((text, i) => ({ text, line: i + 1 }));

/** A delimited table's row that stops before the name's column is no one's record. */
describe("a delimited table's row cut short before the name", () => {
  it('reads no record from it, and the full rows as before', () => {
    expect(
      delimitedRecords(lines(['Age;Eyes;Name', '41;grey;Hester Quayle', '3;blue']), ';', ENGLISH).map((r) => [
        r.name,
        r.line,
      ]),
    ).toEqual([['Hester Quayle', 2]]);
  });
});
