import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { numberedLinesOf } from '../support/bibleRead.js';

/**
 * A cast table fenced as CSV whose closing fence is typed indented or with spaces after it, and the next section
 * right under it: the fence still closes the table, its rows are the people (src/check/bibleDialects.ts).
 * Bibles written for these tests.
 */

const read = (close: string) => {
  const bible = parseBible(
    '# Characters\n\n```csv\nName,Age,Eyes\nMara Voss,34,grey\nTom Reyes,29,blue\n' +
      `${close}\n# Places\n\n- Harrowgate: a town by the sea.\n`,
    ENGLISH,
  );
  return [
    bible.characters.map((c) => [c.name, c.line, c.fields.eyes?.value]),
    bible.places.map((p) => [p.name, p.line]),
  ];
};

const WHOLE = [
  [
    ['Mara Voss', 5, 'grey'],
    ['Tom Reyes', 6, 'blue'],
  ],
  [['Harrowgate', 10]],
];

describe('a fenced CSV cast table', () => {
  it('gives its people when the closing fence is indented', () => {
    expect(read('  ```')).toEqual(WHOLE);
  });

  it('gives its people when spaces follow the closing fence', () => {
    expect(read('```  ')).toEqual(WHOLE);
  });

  it('reads the last row when the closing fence is typed at its end', () => {
    const bible = parseBible(
      '# Characters\n\n```csv\nName,Age,Eyes\nMara Voss,34,grey\nTom Reyes,29,blue```\n\n# Places\n\n- Harrowgate: a town.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 5, '34', 'grey'],
      ['Tom Reyes', 6, '29', 'blue'],
    ]);
  });

  it('leaves none of its fences among the bible’s lines', () => {
    const lines = numberedLinesOf(
      '# Notes\n\nThe cast:\n\n```csv\nName,Age,Eyes\nMara Voss,34,grey\nTom Reyes,29,blue\n```\nTold in the third person.\n',
    );
    expect(lines.filter((l) => l.includes('`'))).toEqual([]);
    expect(lines).toContain('8 ### Tom Reyes');
  });

  it('gives its people when a note follows the rows inside the fence, and keeps the note as a line after them', () => {
    for (const note of ['Ages as at chapter 1.', '# ages as at chapter 1', 'Source: the parish register, 1961'])
      expect(read(`${note}\n\`\`\``)).toEqual([
        [
          ['Mara Voss', 5, 'grey'],
          ['Tom Reyes', 6, 'blue'],
        ],
        [['Harrowgate', 11]],
      ]);
    const lines = numberedLinesOf(
      '# Characters\n\n```csv\nName,Age,Eyes\nMara Voss,34,grey\nTom Reyes,29,blue\nTom dies in chapter 9.\n```\n',
    );
    expect(lines.filter((l) => l.includes('`'))).toEqual([]);
    expect(lines).toContain('7 Tom dies in chapter 9.');
  });

  it('gives its people when the table is unfenced and a note follows its last row', () => {
    const bible = parseBible(
      '## Characters\n\nName,Age,Eyes\nMara Voss,34,grey\nTom Reyes,29,blue\nAges as at chapter 1.\n\n## Places\n\n- Harrowgate: a town.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 4, '34', 'grey'],
      ['Tom Reyes', 5, '29', 'blue'],
    ]);
  });

  it("reads no person's row gone wrong under the table as a note on the last row's person", () => {
    const bible = parseBible(
      '## Characters\n\n```csv\nName,Age,Eyes\nMara Voss,34,grey\nTom Reyes,29,blue\nAda Lowe,dies in chapter 5\n```\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.diesIn?.value])).not.toContainEqual(['Tom Reyes', 5]);
    const short = parseBible(
      '## Characters\n\n```csv\nName,Age,Eyes,Hair\nMara Voss,34,,black\nTom Reyes,29,brown eyes\n```\n',
      ENGLISH,
    );
    expect(short.characters.find((c) => c.name === 'Mara Voss')?.fields.eyes).toBeUndefined();
  });
});
