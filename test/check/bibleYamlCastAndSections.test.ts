import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { dataSectionLines, yamlBlock, yamlObjectLines, yamlRecords } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A YAML bible's people, places, timeline and objects, each at the line of the file that says it. */

const read = (text: string) => {
  const raw = text.split('\n').map((t, i) => ({ text: t, line: i + 1 }));
  const block = yamlBlock(text);
  if (!block) throw new Error('no YAML block');
  return { raw, block };
};

const FENCED = [
  '# Bible',
  '',
  '```yaml',
  'characters:',
  '  - name: Hester Quayle',
  '    eyes: grey',
  '    notes: Keeps the light',
  '    nickname: ""',
  '  - name: Tom Pell',
  '    age: 41',
  '    favourite: tea',
  '    description: ""',
  'places:',
  '  - name: Gull Cottage',
  '    chapter: 2',
  'timeline:',
  '  "2 Oct 1967": Peg arrives',
  '  "4 Oct 1967":',
  '    - Tom leaves',
  '    - ""',
  '    - ch: 3',
  'objects:',
  '  - name: brass spyglass',
  '    owner: Hester Quayle',
  '    note: ""',
  '  -',
  '  - owner: Tom Pell',
  '```',
].join('\n');

describe('a fenced YAML bible', () => {
  it('spans the lines inside its fence', () => {
    const { block } = read(FENCED);
    expect([block.start, block.end]).toEqual([4, 27]);
  });

  it('reads each person in the cast list at their own lines, notes as prose, empty values left out', () => {
    const { raw, block } = read(FENCED);
    expect(yamlRecords(raw, block, ENGLISH)).toEqual([
      {
        name: 'Hester Quayle',
        line: 5,
        pairs: [
          { field: 'name', label: 'name', value: 'Hester Quayle', line: 5 },
          { field: 'eyes', label: 'eyes', value: 'grey', line: 6 },
        ],
        prose: [{ text: 'Keeps the light', line: 7 }],
      },
      {
        name: 'Tom Pell',
        line: 9,
        pairs: [
          { field: 'name', label: 'name', value: 'Tom Pell', line: 9 },
          { field: 'age', label: 'age', value: '41', line: 10 },
        ],
        prose: [],
      },
    ]);
  });

  it('reads places and timeline entries, a chapter number as a chapter', () => {
    const { raw, block } = read(FENCED);
    expect(dataSectionLines(raw, block, ENGLISH)).toEqual([
      ['places', { text: '- Gull Cottage, chapter 2', line: 14 }],
      ['timeline', { text: '- 2 Oct 1967: Peg arrives', line: 17 }],
      ['timeline', { text: '- 4 Oct 1967: Tom leaves; ch: 3', line: 18 }],
    ]);
  });

  it('reads objects with their fields, empty ones left out', () => {
    const { raw, block } = read(FENCED);
    expect(yamlObjectLines(raw, block, ENGLISH)).toEqual([
      { text: '### brass spyglass', line: 23 },
      { text: '- owner: Hester Quayle', line: 24 },
    ]);
  });
});

describe('a cast keyed by name', () => {
  it('reads a mapping under a person’s name, not a heading, a place, or a bare value', () => {
    const { raw, block } = read(
      [
        'cast:',
        '  Grace Pell:',
        '    eyes: blue',
        '    hair: red',
        '  Notes:',
        '    eyes: none',
        '  Old Mill:',
        '    built: 1850',
        '  Tom Pell: a fisher',
        '  Ada Lowe:',
        '    favourite: tea',
        'Ned Rowe:',
        '  eyes: brown',
      ].join('\n'),
    );
    expect(yamlRecords(raw, block, ENGLISH)).toEqual([
      {
        name: 'Grace Pell',
        line: 2,
        pairs: [
          { field: 'eyes', label: 'eyes', value: 'blue', line: 3 },
          { field: 'hair', label: 'hair', value: 'red', line: 4 },
        ],
        prose: [],
      },
    ]);
  });
});

describe('a cast grouped under sub-keys', () => {
  const people = (text: string) =>
    parseBible(text, ENGLISH).characters.map(
      (c) => `${c.name} ${c.fields.eyes?.value ?? '-'} ${c.fields.age?.value ?? '-'}`,
    );

  it('reads the people in a list under each group of the cast', () => {
    expect(
      people(
        [
          'characters:',
          '  main:',
          '    - name: Hester Quayle',
          '      eyes: grey',
          '  minor:',
          '    - name: Tom Pell',
          '      age: 41',
          'places:',
          '  - name: Gull Cottage',
        ].join('\n'),
      ),
    ).toEqual(['Hester Quayle grey -', 'Tom Pell - 41']);
  });

  it('reads the people keyed by name under a group, and nothing from a group of notes', () => {
    expect(
      people(
        [
          '```yaml',
          'cast:',
          '  family:',
          '    Grace Pell:',
          '      eyes: blue',
          '    Ada Lowe:',
          '      age: 70',
          '  notes:',
          '    - the cast is small',
          '    - eyes: none',
          '```',
        ].join('\n'),
      ),
    ).toEqual(['Grace Pell blue -', 'Ada Lowe - 70']);
  });
});
