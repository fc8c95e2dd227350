import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { chapterOfDate, dateAnchors, labelField, recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's record at the seams of its lines: a label with a year run into it, emphasis inside a value, a
 * definition list whose term ends on a colon or whose definition opens on two spaces, a heading typed with two
 * spaces between the names, a timeline kept out of the story's order (a flashback chapter), and a YAML bible's
 * object that has no name.
 */

describe('a label with a number run into it', () => {
  it('reads the words either side of the number as words ("Home1889Paris" is a home)', () => {
    expect(labelField('Home1889Paris', ENGLISH)).toBe('home');
    expect(labelField('Eye2colour', ENGLISH)).toBe('eyes');
  });
});

describe('a definition list', () => {
  it('reads a definition that opens on a colon and two spaces', () => {
    const bible = parseBible('## Mara Voss\nEyes\n:  grey\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.eyes?.line])).toEqual([
      ['Mara Voss', 'grey', 3],
    ]);
  });

  it('reads a term that ends on a colon ("Lives:" then ": Gull Cottage")', () => {
    const bible = parseBible('## Mara Voss\nEyes: grey\nLives:\n: Gull Cottage\n', ENGLISH);
    expect(bible.characters[0]?.fields.home?.value).toBe('Gull Cottage');
  });
});

describe('a record named with two spaces between the names', () => {
  it('still keeps another’s death out of the person’s own lines', () => {
    const record = {
      name: 'Mara  Voss',
      line: 1,
      pairs: [],
      prose: [{ text: 'Her mother died of fever in 1880.', line: 2 }],
    };
    expect(recordLines(record, [], ENGLISH).characters.map((l) => l.text)).toEqual(['### Mara  Voss']);
  });
});

describe('a timeline out of the story’s order', () => {
  it('puts a date in the chapter that comes first in time after it, not first in the list', () => {
    const anchors = dateAnchors(
      [
        { text: '- 2 March 1998: chapter 1', line: 1 },
        { text: '- 12 March 1998: chapter 2', line: 2 },
        { text: '- 8 March 1998: chapter 3 (told in flashback)', line: 3 },
      ],
      ENGLISH,
    );
    expect(anchors.map((a) => a.chapter)).toEqual([1, 2, 3]);
    expect(chapterOfDate({ day: 5, month: 3, year: 1998 }, anchors)).toBe(3);
    expect(chapterOfDate({ day: 10, month: 3, year: 1998 }, anchors)).toBe(2);
  });

  it('puts a date two chapters share in the earlier chapter', () => {
    const anchors = dateAnchors(
      [
        { text: '- 2 March 1998: chapter 1', line: 1 },
        { text: '- 8 March 1998: chapter 3', line: 2 },
        { text: '- 8 March 1998: chapter 2', line: 3 },
      ],
      ENGLISH,
    );
    expect(chapterOfDate({ day: 5, month: 3, year: 1998 }, anchors)).toBe(2);
  });
});

describe('a YAML bible’s object with no name', () => {
  it('is no object', () => {
    const bible =
      'characters:\n  - name: Mara Voss\n    eyes: grey\nobjects:\n  - owner: Mara\n  - name: brass telescope\n    owner: Mara\n';
    expect(parseBible(bible, ENGLISH).objects.map((o) => [o.noun, o.holder])).toEqual([['telescope', 'Mara Voss']]);
  });
});

describe('a bold note inside a line', () => {
  it('makes no label of the words before it', () => {
    const bible = parseBible('## Mara Voss\n*Eyes*: grey\nOld house **note:** it floods in winter.\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.home])).toEqual([
      ['Mara Voss', 'grey', undefined],
    ]);
  });
});
