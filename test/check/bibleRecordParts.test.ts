import { describe, expect, it } from 'vitest';
import {
  delimitedRecords,
  delimiterOf,
  namesInList,
  questionFields,
  recordName,
  splitRow,
  timelineParts,
  yamlBlock,
} from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The parts of the record reader a bible in a data dialect goes through: a CSV/TSV row and which separator a
 * table of people uses, a YAML block, a list of names, a record's heading as a name, a question's fields and a
 * timeline line's events.
 */

const rows = (text: string) => text.split('\n').map((t, i) => ({ text: t, line: i + 1 }));

describe('a delimited table of people', () => {
  it('splits a row into trimmed cells; a quoted cell keeps its separator and its doubled quotes', () => {
    expect(splitRow('a, "b, c" ,"say ""hi""", x"y" ,', ',')).toEqual(['a', 'b, c', 'say "hi"', 'x"y"', '']);
    expect(splitRow('Ann Lee\t30\tgrey, "blue"', '\t')).toEqual(['Ann Lee', '30', 'grey, "blue"']);
  });

  it('knows its separator by a header of three or more labels with a name, and rows of as many cells', () => {
    expect(delimiterOf(rows('Name\tAge\tEyes\nAnn Lee\t30\tgrey'), ENGLISH)).toBe('\t');
    expect(delimiterOf(rows('Name,Age,Eyes\nAnn Lee,30,grey\n\nBo Ray,4,blue'), ENGLISH)).toBe(',');
    expect(delimiterOf(rows('Name;Age;Eyes\nAnn Lee;30;grey'), ENGLISH)).toBe(';');
    // Two columns, no name column, one label only, or a row of another length: no table of people.
    expect(delimiterOf(rows('Name,Age\nAnn Lee,3'), ENGLISH)).toBeUndefined();
    expect(delimiterOf(rows('Town,Age,Eyes\nLeeds,3,grey'), ENGLISH)).toBeUndefined();
    expect(delimiterOf(rows('Name,Colour,Town\nAnn,3,x'), ENGLISH)).toBeUndefined();
    expect(delimiterOf(rows('Name,Age,Eyes\nAnn Lee,3'), ENGLISH)).toBeUndefined();
  });

  it('makes a record of each named row, its cells as pairs by the header’s meaning, at the row’s line', () => {
    expect(
      delimitedRecords(rows('Age,Name,Eyes,Notes\n30,Ann Lee,,kind\n4,,blue,\n"4",Bo Ray,blue,'), ',', ENGLISH),
    ).toEqual([
      {
        name: 'Ann Lee',
        line: 2,
        pairs: [{ field: 'age', label: 'Age', value: '30', line: 2 }],
        prose: [{ text: 'kind', line: 2 }],
      },
      {
        name: 'Bo Ray',
        line: 4,
        pairs: [
          { field: 'age', label: 'Age', value: '4', line: 4 },
          { field: 'eyes', label: 'Eyes', value: 'blue', line: 4 },
        ],
        prose: [],
      },
    ]);
    expect(delimitedRecords(rows('Town,Eyes,Age\nLeeds,grey,3'), ',', ENGLISH)).toEqual([]);
  });
});

describe('a YAML block', () => {
  it('is a fenced block, front matter or a whole file of keys, with the lines its text spans', () => {
    expect(yamlBlock('# B\n\n```yaml\ncast:\n  - name: Ann\n```\n')).toEqual({
      data: { cast: [{ name: 'Ann' }] },
      start: 4,
      end: 5,
    });
    expect(yamlBlock('```yml\n- a\n- b\n```')).toEqual({ data: ['a', 'b'], start: 2, end: 3 });
    expect(yamlBlock('---\nname: Ann\n---\nText')).toEqual({ data: { name: 'Ann' }, start: 2, end: 2 });
    expect(yamlBlock('\nname: Ann\neyes: grey\n')).toEqual({ data: { name: 'Ann', eyes: 'grey' }, start: 1, end: 4 });
  });

  it('is nothing in prose, in a block of one plain value, or in one that does not parse', () => {
    expect(yamlBlock('Just prose here.')).toBeUndefined();
    expect(yamlBlock('```yaml\nplain words\n```')).toBeUndefined();
    expect(yamlBlock('```yaml\na: [\n```')).toBeUndefined();
    expect(yamlBlock('```yaml\n~\n```')).toBeUndefined();
  });
});

describe('names in a record', () => {
  it('reads a list of names without brackets, quotes, leading articles, repeats or labels', () => {
    expect(
      namesInList('Mrs Alder; “Nell”; Aunt Nell (Hope only); the Reverend Edmund Gaunt; Nell; x; Eyes.', ENGLISH),
    ).toEqual(['Mrs Alder', 'Nell', 'Aunt Nell', 'Reverend Edmund Gaunt']);
  });

  it('takes a heading as a person’s name only when it is one', () => {
    expect(recordName('**Mara Voss** (pilot)', ENGLISH)).toBe('Mara Voss');
    expect(recordName('June Albright', ENGLISH)).toBe('June Albright');
    for (const no of ['Saturday', 'May', 'Brown', 'Forty-one', 'Old Mill', 'Characters', 'Eyes', '', '(x)'])
      expect(recordName(no, ENGLISH), no).toBeUndefined();
  });
});

describe('questions and timeline lines', () => {
  it('gives the fields a question asks about in the order it names them, each once', () => {
    expect(questionFields('Age, eyes, hair?', ENGLISH)).toEqual(['age', 'eyes', 'hair']);
    expect(questionFields('What colour is her hair and how old is she?', ENGLISH)).toEqual(['hair', 'age']);
    expect(questionFields('Hair? Hair colour?', ENGLISH)).toEqual(['hair']);
  });

  it('splits a timeline line into its events, and a clause list only when it names several chapters', () => {
    const every = ENGLISH.bible.chapterRefs.every;
    expect(timelineParts('Thu 3 Oct chapter 1 · Sat 5 Oct chapter 2 • Sun 6 Oct chapter 3', every)).toEqual([
      'Thu 3 Oct chapter 1',
      'Sat 5 Oct chapter 2',
      'Sun 6 Oct chapter 3',
    ]);
    expect(timelineParts('Monday: chapter 1; Tuesday: chapter 2. Saturday: chapter 3.', every)).toEqual([
      'Monday: chapter 1',
      'Tuesday: chapter 2',
      'Saturday: chapter 3.',
    ]);
    expect(timelineParts('Monday; the fair: chapter 1', every)).toEqual(['Monday; the fair: chapter 1']);
  });
});
