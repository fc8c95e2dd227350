import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A YAML bible's timeline and places kept as mappings: a number under a chapter key ("chapter: 2", "ch: "12"") is
 * that chapter; a number under any other key ("day: 5") is no chapter; a chapter key left empty or already saying
 * its chapter ("ch: Chapter 4") is not made "chapter …" again (src/check/bibleRecords.ts, dataSectionLines).
 */

const yaml = (...lines: string[]) => `\`\`\`yaml\n${lines.join('\n')}\n\`\`\`\n`;

const TOMAS = ['characters:', '  - name: Tomas Reyes', '    eyes: brown', '    died: Thursday 5 March 1998'];

describe('a timeline item’s keys', () => {
  it('give its chapter from the chapter key, not from a story day before it', () => {
    const bible = parseBible(
      yaml(
        ...TOMAS,
        'timeline:',
        '  - day: 1',
        '    date: Monday 2 March 1998',
        '    chapter: 1',
        '  - day: 5',
        '    date: Friday 6 March 1998',
        '    chapter: 2',
      ),
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.date])).toEqual([
      [1, { day: 2, month: 3, year: 1998 }],
      [2, { day: 6, month: 3, year: 1998 }],
    ]);
    expect(bible.characters.map((c) => [c.name, c.diesIn?.value])).toEqual([['Tomas Reyes', 2]]);
  });

  it('read a chapter number written in quotes as that chapter', () => {
    const bible = parseBible(
      yaml(
        ...TOMAS,
        'timeline:',
        '  - date: Monday 2 March 1998',
        '    ch: "11"',
        '  - date: Friday 6 March 1998',
        '    ch: "12"',
      ),
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.line])).toEqual([
      [11, 7],
      [12, 9],
    ]);
    expect(bible.characters.map((c) => [c.name, c.diesIn?.value])).toEqual([['Tomas Reyes', 12]]);
  });

  it('keep a chapter key that says its chapter as written, with no second "chapter"', () => {
    const bible = parseBible(
      yaml(
        ...TOMAS.slice(0, 3),
        'timeline:',
        '  - date: Monday 2 March 1998',
        '    ch: Chapter 4',
        '    what: Tomas comes home',
      ),
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.text])).toEqual([
      [4, 'Monday 2 March 1998, Chapter 4, Tomas comes home'],
    ]);
  });
});

describe('a place item', () => {
  it('says nothing of a chapter key left empty', () => {
    const bible = parseBible(
      yaml(...TOMAS.slice(0, 3), 'places:', '  - name: The Anchor', '    about: the inn on the quay', '    chapter:'),
      ENGLISH,
    );
    expect(bible.places.map((p) => [p.name, p.description])).toEqual([['The Anchor', 'the inn on the quay']]);
  });
});
