import { describe, expect, it } from 'vitest';
import { delimitedRecords, delimiterOf, isPersonBody, recordBody, splitRow } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A record's body read as labelled pairs and prose, and a spreadsheet of people read as records. */

const lines = (texts: string[]) => texts.map((text, i) => ({ text, line: i + 1 }));

describe('a record body', () => {
  it('reads definitions, answers, labelled sentences and prose, skipping fences and rules', () => {
    expect(
      recordBody(
        lines([
          'Eyes',
          '  : grey',
          'Hair',
          ': brown',
          '```',
          '---',
          '| --- | --- |',
          'Q: How old is she, and what colour are her eyes? A: Forty; blue.',
          'Q: Who are her friends? A: Tom Pell and Nell.',
          'Aged: 66. Eyes blue. White beard.',
          'Narrator. Schoolmistress, 34. Eyes grey. Nurse to Dr. Kaplan. Quiet.',
        ]),
        ENGLISH,
      ),
    ).toEqual({
      pairs: [
        { field: 'eyes', label: 'Eyes', value: 'grey', line: 2 },
        { field: 'hair', label: 'Hair', value: 'brown', line: 4 },
        { field: 'age', label: 'How old is she, and what colour are her eyes?', value: 'Forty', line: 8 },
        { field: 'eyes', label: 'How old is she, and what colour are her eyes?', value: 'blue.', line: 8 },
        { label: 'Aged', field: 'age', value: '66', line: 10 },
        { label: 'Eyes', field: 'eyes', value: 'blue', line: 10 },
        { label: 'Eyes', field: 'eyes', value: 'grey', line: 11 },
      ],
      prose: [
        { text: 'Tom Pell and Nell.', line: 9 },
        { text: 'White beard.', line: 10 },
        { text: 'Narrator. Schoolmistress, 34. Nurse to Dr. Kaplan. Quiet.', line: 11 },
      ],
    });
  });
});

describe('whether a body is a person’s', () => {
  it('takes looks under a name, or a death with a pronoun, but not a role alone or a place’s history', () => {
    expect(isPersonBody(lines(['Brown eyes, white hair.']), ENGLISH)).toBe(false);
    expect(isPersonBody(lines(['Brown eyes, white hair.']), ENGLISH, true)).toBe(true);
    expect(isPersonBody(lines(['The miller died here in 1850.']), ENGLISH)).toBe(false);
    expect(isPersonBody(lines(['He died here in 1850.']), ENGLISH)).toBe(true);
    expect(isPersonBody(lines(['Role: keeper']), ENGLISH)).toBe(false);
    expect(isPersonBody(lines(['Name: Tom Pell']), ENGLISH)).toBe(false);
    expect(isPersonBody(lines(['Grey hair.']), ENGLISH, true)).toBe(true);
    expect(isPersonBody(lines(['She has a limp.', 'Grey eyes.']), ENGLISH)).toBe(true);
  });
});

describe('a spreadsheet of people', () => {
  it('splits a row at its separator, keeping quoted separators and doubled quotes', () => {
    expect(splitRow('Hester Quayle, "Hetty, the keeper",  41 ,"She said ""no"""', ',')).toEqual([
      'Hester Quayle',
      'Hetty, the keeper',
      '41',
      'She said "no"',
    ]);
  });

  it('keeps quotes inside a cell and trims the last cell', () => {
    expect(splitRow('Tom "Tiny" Pell, 41 ', ',')).toEqual(['Tom "Tiny" Pell', '41']);
  });

  it('finds a comma, and no separator for two columns, no name column, or rows of another width', () => {
    expect(delimiterOf(lines(['Name,Age,Eyes', 'Hester Quayle,41,grey']), ENGLISH)).toBe(',');
    expect(delimiterOf(lines(['Name;Age', 'Hester Quayle;41']), ENGLISH)).toBeUndefined();
    expect(delimiterOf(lines(['Age;Eyes;Hair', '41;grey;brown']), ENGLISH)).toBeUndefined();
    expect(delimiterOf(lines(['Name;Age;Eyes', 'Hester Quayle;41']), ENGLISH)).toBeUndefined();
    expect(delimitedRecords(lines(['Age;Eyes;Hair', '41;grey;brown']), ';', ENGLISH)).toEqual([]);
  });

  it('finds the separator of a table with a name column, blank rows allowed', () => {
    expect(delimiterOf(lines(['Name;Age;Eyes', 'Hester Quayle;41;grey', '']), ENGLISH)).toBe(';');
  });

  it('reads a row per named person, its empty cells left out', () => {
    expect(
      delimitedRecords(lines(['Name;Age;Eyes;Notes', 'Hester Quayle;41;;keeper', ';3;blue;x']), ';', ENGLISH),
    ).toEqual([
      {
        name: 'Hester Quayle',
        line: 2,
        pairs: [{ field: 'age', label: 'Age', value: '41', line: 2 }],
        // The notes column is read as what the row says of her in prose.
        prose: [{ text: 'keeper', line: 2 }],
      },
    ]);
  });
});
