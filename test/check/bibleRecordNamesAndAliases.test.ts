import { describe, expect, it } from 'vitest';
import { type PersonRecord, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A record's name (its heading's, else its name line's) and the other names it gives, each said once. */

const linesOf = (record: PersonRecord) => recordLines(record, [], ENGLISH).characters.map((c) => [c.text, c.line]);

describe('the name a record goes by', () => {
  it('takes the name line when the heading is a sheet number', () => {
    expect(
      linesOf({
        name: 'Sheet 2',
        line: 1,
        pairs: [
          { field: 'name', label: 'Name', value: 'Grace Pell', line: 2 },
          { field: 'age', label: 'Age', value: '34', line: 3 },
        ],
        prose: [],
      }),
    ).toEqual([
      ['### Grace Pell', 1],
      ['- age: 34', 3],
    ]);
  });

  it('gives no lines for a record that names no one', () => {
    expect(
      linesOf({
        name: 'Notes',
        line: 1,
        pairs: [{ field: 'age', label: 'Age', value: '41', line: 2 }],
        prose: [{ text: 'Grey eyes.', line: 3 }],
      }),
    ).toEqual([]);
  });
});

describe('the other names of a record', () => {
  it('lists each other name once, never the name itself', () => {
    expect(
      linesOf({
        name: 'Hester Quayle (Hetty)',
        line: 1,
        pairs: [
          { field: 'aliases', label: 'Also called', value: 'Hetty; Hester Quayle; Mrs Q; Old Hes.', line: 2 },
          { field: 'aliases', label: 'Nicknames', value: 'Hetty', line: 3 },
        ],
        prose: [],
      }),
    ).toEqual([
      ['### Hester Quayle', 1],
      ['- aliases: Hetty', 1],
      ['- aliases: Mrs Q, Old Hes', 2],
    ]);
  });

  it('reads a name line that gives a nickname beside the name', () => {
    expect(
      linesOf({
        name: 'Grace Pell',
        line: 4,
        pairs: [{ field: 'name', label: 'Full name', value: 'Grace Pell, Gracie', line: 5 }],
        prose: [],
      }),
    ).toEqual([
      ['### Grace Pell', 4],
      ['- aliases: Gracie', 4],
    ]);
  });

  it('reads only a closing bracket of the heading as other names', () => {
    expect(
      linesOf({
        name: 'Grace (Gracie) Pell',
        line: 1,
        pairs: [{ field: 'name', label: 'Name', value: 'Grace Pell', line: 2 }],
        prose: [],
      }),
    ).toEqual([['### Grace Pell', 1]]);
    expect(
      linesOf({
        name: 'Grace (Gracie) Pell (Nell)',
        line: 1,
        pairs: [{ field: 'name', label: 'Name', value: 'Grace Pell', line: 2 }],
        prose: [],
      }),
    ).toEqual([
      ['### Grace Pell', 1],
      ['- aliases: Nell', 1],
    ]);
  });
});

describe('the simple fields of a record', () => {
  it('writes gender and role, trimmed of a closing stop, and skips an empty value', () => {
    expect(
      linesOf({
        name: 'Hester Quayle',
        line: 1,
        pairs: [
          { field: 'age', label: 'Age', value: '  ', line: 2 },
          { field: 'gender', label: 'Gender', value: 'female', line: 3 },
          { field: 'role', label: 'Role', value: ' lighthouse keeper;. ', line: 4 },
        ],
        prose: [],
      }),
    ).toEqual([
      ['### Hester Quayle', 1],
      ['- gender: female', 3],
      ['- role: lighthouse keeper', 4],
    ]);
  });
});
