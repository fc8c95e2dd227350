import { describe, expect, it } from 'vitest';
import { dateAnchors, type Pair, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** An age counted from a year of birth and the story's year, unless an age is said, the person is dead, or no year is known. */

const story1967 = () =>
  dateAnchors(
    [
      { text: 'Mon 2 Oct 1967 — chapter 1', line: 1 },
      { text: 'Wed 11 Oct 1967 — chapter 3', line: 2 },
    ],
    ENGLISH,
  );
const hester = (pairs: Pair[], anchors = story1967()) =>
  recordLines({ name: 'Hester Quayle', line: 10, pairs, prose: [] }, anchors, ENGLISH).characters.map((c) => [
    c.text,
    c.line,
  ]);
const born = (value: string): Pair => ({ field: 'born', label: 'Born', value, line: 11 });

describe('an age from a year of birth', () => {
  it('counts the years from birth to the story', () => {
    expect(hester([born('1931, in Whitby')])).toEqual([
      ['### Hester Quayle', 10],
      ['- age: 36', 11],
    ]);
  });

  it('counts a birth in this century', () => {
    const anchors = dateAnchors([{ text: 'Mon 7 Oct 2019 — chapter 1', line: 1 }], ENGLISH);
    expect(
      recordLines(
        {
          name: 'Mia Holt',
          line: 1,
          pairs: [{ field: 'born', label: 'Born', value: '12 May 2001', line: 2 }],
          prose: [],
        },
        anchors,
        ENGLISH,
      ).characters.map((c) => c.text),
    ).toEqual(['### Mia Holt', '- age: 18']);
  });

  it('gives a child born in the story year an age of nought, and one born after it none', () => {
    expect(hester([born('1967')])).toEqual([
      ['### Hester Quayle', 10],
      ['- age: 0', 11],
    ]);
    expect(hester([born('1990')])).toEqual([['### Hester Quayle', 10]]);
  });

  it('counts no age without a story year', () => {
    expect(hester([born('1931')], [])).toEqual([['### Hester Quayle', 10]]);
  });

  it('lets an age said outright win', () => {
    expect(hester([born('1931'), { field: 'age', label: 'Age', value: '35', line: 12 }])).toEqual([
      ['### Hester Quayle', 10],
      ['- age: 35', 12],
    ]);
  });

  it('counts no age for the dead, but does for the living', () => {
    expect(hester([born('1931'), { field: 'fate', label: 'Fate', value: 'Died 1950.', line: 12 }])).toEqual([
      ['### Hester Quayle', 10],
      ['- fate: Died 1950 (before the story opens)', 12],
    ]);
    expect(hester([born('1931'), { field: 'fate', label: 'Alive?', value: 'Alive at the end', line: 12 }])).toEqual([
      ['### Hester Quayle', 10],
      ['- age: 36', 11],
    ]);
  });
});

describe('a death in a record’s prose', () => {
  it('keeps a death said of the person by a part of the name, and drops another’s', () => {
    expect(
      recordLines(
        {
          name: 'Hester Quayle',
          line: 1,
          pairs: [],
          prose: [
            {
              text: 'Hester died at sea in 1901. Quayle was drowned. His mother died of fever. Tom Pell rows her out.',
              line: 5,
            },
          ],
        },
        story1967(),
        ENGLISH,
      ).characters.map((c) => [c.text, c.line]),
    ).toEqual([
      ['### Hester Quayle', 1],
      ['- Hester died at sea in 1901 (before the story opens)', 5],
      ['- Quayle was drowned', 5],
      ['- Tom Pell rows her out', 5],
    ]);
  });
});
