import { describe, expect, it } from 'vitest';
import { castLooks } from '../support/bibleRead.js';

/**
 * Markdown footnotes in a bible: a footnote ("[^h]: Halla Bjarnadóttir, 80, …") is an entry of its own, however the
 * writer spaced it after its colon, and a footnote's mark inside a line ("Eyes[^1]: green") is no word of that line
 * (src/check/bibleDialects.ts, canonicalBible). Bibles written for these tests.
 */

const people = castLooks;

const withNote = (note: string) => ['## Characters', '', '- Nell Farraday, 24, the narrator.[^h]', '', note].join('\n');

describe('a footnote that tells of another person', () => {
  it("is that person's entry: her eyes are not given to the one the note hangs from", () => {
    expect(people(withNote('[^h]: Halla Bjarnadóttir, 80, her grandmother; pale blue eyes.'))).toEqual([
      { name: 'Nell Farraday', line: 3, eyes: undefined, age: '24' },
      { name: 'Halla Bjarnadóttir', line: 5, eyes: 'pale blue', age: '80' },
    ]);
  });

  it('is read the same with no space or a tab after its colon', () => {
    for (const note of [
      '[^h]:Halla Bjarnadóttir, 80, her grandmother; pale blue eyes.',
      '[^h]:\tHalla Bjarnadóttir, 80, her grandmother; pale blue eyes.',
      '[^h]:**Halla Bjarnadóttir**, 80, her grandmother; pale blue eyes.',
    ])
      expect(people(withNote(note)), note).toEqual([
        { name: 'Nell Farraday', line: 3, eyes: undefined, age: '24' },
        { name: 'Halla Bjarnadóttir', line: 5, eyes: 'pale blue', age: '80' },
      ]);
  });
});

describe("a footnote's mark inside a line", () => {
  it('leaves a field whose label carries the mark as that field', () => {
    const bible = [
      '## Characters',
      '',
      '### Nell Farraday',
      '',
      '- Eyes[^1]: green',
      '- Age: 24',
      '',
      '[^1]: as her mother',
    ];
    expect(people(bible.join('\n'))).toEqual([{ name: 'Nell Farraday', line: 3, eyes: 'green', age: '24' }]);
  });

  it('leaves a name line whose name carries the mark as that name', () => {
    const bible = ['## Characters', '', '- Nell Farraday[^n]: 24, green eyes', '', '[^n]: the narrator'];
    expect(people(bible.join('\n'))).toEqual([{ name: 'Nell Farraday', line: 3, eyes: 'green', age: '24' }]);
  });
});
