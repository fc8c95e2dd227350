import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { chapterOfDate, dateAnchors } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's record and the years of the story: a year alone before, in or after the timeline's years; an age
 * counted from a year of birth (none for one born after the story's year); the names in brackets after a record's
 * name.
 */

const TIMELINE = '## Timeline\n- 2 March 1998: chapter 1\n- 6 March 1999: chapter 2\n';

describe('a year alone against the timeline', () => {
  it('is before the story only when it is before the timeline’s first year', () => {
    const anchors = dateAnchors(
      [
        { text: '- 2 March 1998: chapter 1', line: 1 },
        { text: '- 6 March 1999: chapter 2', line: 2 },
      ],
      ENGLISH,
    );
    expect(chapterOfDate({ year: 1997 }, anchors)).toBe(0);
    // The timeline's first year and its last: no chapter to say for a year alone.
    expect(chapterOfDate({ year: 1998 }, anchors)).toBeUndefined();
    expect(chapterOfDate({ year: 1999 }, anchors)).toBeUndefined();
    expect(chapterOfDate({ year: 2004 }, anchors)).toBeUndefined();
    // A month with no day, and no year, is no date to place.
    expect(chapterOfDate({ month: 3 }, anchors)).toBeUndefined();
  });
});

describe('an age from a year of birth', () => {
  it('counts to the timeline’s first year, a baby born that year being 0, and none for one born after it', () => {
    const bible = parseBible(
      `Name: Nadia Brandt\nBorn: 1998\n\nName: Ilse Brandt\nBorn: 2001\nEyes: blue\n\nName: Otto Brandt\nBorn: 1960\n\n${TIMELINE}`,
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.age?.line])).toEqual([
      ['Nadia Brandt', '0', 2],
      ['Ilse Brandt', undefined, undefined],
      ['Otto Brandt', '38', 9],
    ]);
  });
});

describe('names in brackets after a record’s name', () => {
  it('are names the person goes by, in a YAML bible keyed by name', () => {
    const bible = parseBible(
      'characters:\n  Mara Voss (Mar, Captain):\n    eyes: grey\n  Tomas Hale:\n    eyes: brown\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 'grey'],
      ['Tomas Hale', 'brown'],
    ]);
    expect(bible.characters[0]?.names).toEqual(expect.arrayContaining(['Mar', 'Captain']));
    expect(bible.characters[1]?.names).toEqual(['Tomas Hale', 'Tomas', 'Hale']);
  });
});
