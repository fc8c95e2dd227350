import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isTaskPaper, taskPaperAsMarkdown } from '../../src/check/bibleTaskPaper.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a TaskPaper outline: the twenty-seventh blind set's gave three facts, its tags read as part of
 * people's names and its minor people's notes run into one another (a dead wife's "died 1879" given to the boy
 * named first). Outlines written for these tests.
 */

const OUTLINE = [
  'The Quarry Road — bible:',
  '\tVoice: third person, past tense.',
  '',
  'People:',
  '\t- Mara Voss @age(34) @eyes(grey) @ch(1)',
  '\t\tTall, dark hair cut short. Dies in chapter 4 when the ferry sinks. @ch(4) @done',
  '\t- Ned Hale @age(41) @colour(red)',
  '\t\tRed beard.',
  '\t- Minor',
  '\t\tPike (sawyer; cuts his foot). Mrs. Orne (the inn). The old pilot’s wife (died 1879).',
  '',
  'Timeline:',
  '\t- Thursday 1 July 1948: the ferry sinks. @ch(4) @done',
  '\t- Friday 2 July 1948: the search. @ch(4)',
].join('\n');

describe('a bible kept as a TaskPaper outline', () => {
  it('is known by its projects, tab-indented items and tags with values, not a Markdown bible', () => {
    expect(isTaskPaper(OUTLINE)).toBe(true);
    expect(isTaskPaper('## People\n\n- Mara Voss\n  - Eyes: grey\n')).toBe(false);
    expect(isTaskPaper('People:\n- Mara Voss, grey eyes\n- Ned Hale, red beard\n\nPlaces:\n- Grey Mill\n')).toBe(false);
  });

  it('counts only items indented by tabs, however deep, as its items', () => {
    // Tagged, but its items at the margin, or after a tab inside a line: no outline.
    const margin =
      'People:\n- Mara Voss @age(34) @eyes(grey)\n- Ned Hale @age(41)\n- Pike @ch(2)\n\nPlaces:\n- Grey Mill\n';
    expect(isTaskPaper(margin)).toBe(false);
    const columns =
      'People:\nMara Voss\t- @age(34)\nNed Hale\t- @age(41)\nPike\t- @ch(2)\n\nPlaces:\nGrey Mill\t- mill\n';
    expect(isTaskPaper(columns)).toBe(false);
    // Items two tabs in, under the projects of a project.
    const nested = [
      'Bible:',
      '\tPeople:',
      '\t\t- Mara Voss @age(34)',
      '\t\t- Ned Hale @age(41)',
      '\t\t- Pike @ch(2)',
      '\tPlaces:',
      '\t\t- Grey Mill',
    ].join('\n');
    expect(isTaskPaper(nested)).toBe(true);
  });

  it('reads an item as a character: its tags as facts, its notes as prose, each at its own line', () => {
    const bible = parseBible(OUTLINE, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields.age?.value).toBe('34');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.fields.eyes?.line).toBe(5);
    expect(mara?.diesIn?.value).toBe(4);
    expect(mara?.diesIn?.line).toBe(6);
    expect(bible.style?.tense).toBe('past');
    expect(bible.timeline.map((t) => t.chapter)).toEqual([4, 4]);
  });

  it('gives each person jotted in one note their own entry, so one’s death is no other’s', () => {
    const bible = parseBible(OUTLINE, ENGLISH);
    const pike = bible.characters.find((c) => c.name === 'Pike');
    expect(pike).toBeDefined();
    expect(pike?.diesIn).toBeUndefined();
    expect(bible.characters.map((c) => c.name)).toContain('Mrs. Orne');
  });

  it('writes a tag’s value without the spaces inside its brackets, and a tag of spaces alone as no fact', () => {
    const { markdown } = taskPaperAsMarkdown(
      'People:\n\t- Mara Voss @age( 34 ) @eyes( ) @temper(  )\n',
      (label) => label === 'Age' || label === 'Eyes',
      () => undefined,
    );
    expect(markdown.split('\n').filter((l) => l !== '')).toEqual(['## People', '### Mara Voss', '- Age: 34']);
  });
});
