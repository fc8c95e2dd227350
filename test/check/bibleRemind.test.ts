import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isRemind } from '../../src/check/bibleRemind.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a Remind(1) file: read as no bible at all, its SET lines no entries and its reminders no timeline.
 * Each person is a run of SET lines sharing a prefix under a "# ---- CAST" comment, named by the comment over it; a
 * SET alone is an entry of its own; "REM Sat 3 Jul 1965 MSG …" lines are the dated timeline. Files written for these
 * tests.
 */

const FILE = [
  '# salt-road.rem -- bible for THE SALT ROAD',
  '# run: remind -s salt-road.rem 1 Jan 1965',
  '',
  '# -------------------------------------------- CAST',
  '',
  '# Mara "Marrie" Voss, the ferry pilot; "Mazz" to her brother only. DIES ch3.',
  'SET mara_age    "30 in 1965; 55 in 1990"',
  'SET mara_eyes   "grey"',
  'SET mara_fate   "the cold; Sun 4 Jul 1965, off the weir; buried Thu 8 Jul 1965"',
  '',
  'SET ned_hale    "harbourmaster; 41; Swede; red hair; son drowned at sea 1950"',
  'SET doc_reyes   "Dr. Tomas Reyes of Weir; 61; white hair"',
  '',
  '# -------------------------------------------- PLACES',
  'SET grey_mill   "the mill on the weir; RED door"',
  '',
  '# -------------------------------------------- TIMELINE',
  'REM Sat 3 Jul 1965 MSG ch1 the wedding %b',
  'REM Sun 4 Jul 1965 AT 05:10 MSG ch2 the ferry sinks',
  'REM Thu 8 Jul 1965 MSG ch3 the funeral',
  'REM Jul 1990 MSG ch4 Ned retires',
].join('\n');

describe('a bible kept as a Remind file', () => {
  it('is known by its reminders beside SET lines, and no other lines of prose', () => {
    expect(isRemind(FILE)).toBe(true);
    expect(isRemind('# Bible\n\nREM is what the notes say.\nREM Sat 3 Jul 1965 MSG a\nREM b MSG c\n')).toBe(false);
    expect(isRemind('## Timeline\n\n- Sat 3 Jul 1965: the wedding\n- SET piece\n')).toBe(false);
  });

  it('reads a run of SET lines as one person, named by the comment over it, a SET alone as its own entry', () => {
    const bible = parseBible(FILE, ENGLISH);
    const people = bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value]);
    expect(people).toEqual([
      ['Mara Voss', 7, '30', 'grey'],
      ['Ned Hale', 11, '41', undefined],
      ['Dr. Tomas Reyes', 12, '61', undefined],
    ]);
    const mara = bible.characters[0];
    // The names her note quotes are hers too.
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'Mazz']));
    // "55 in 1990": her age at a later year of the book, beside the age.
    expect(mara?.agesAt).toEqual([{ value: 55, line: 7 }]);
    // "the cold; Sun 4 Jul 1965, off the weir": a fate's date is its death's, in the chapter the timeline gives it.
    expect(mara?.diesIn).toEqual({ value: 2, line: 9 });
    // "son drowned at sea 1950" is his son's death, and "Swede" no one's name.
    expect(bible.characters[1]?.diesIn).toBeUndefined();
    expect(bible.characters.map((c) => c.name)).not.toContain('Swede');
    expect(bible.places.map((p) => p.name)).toEqual(['Grey mill']);
  });

  it('writes an expression as written, not the first string quoted in it', () => {
    const file = FILE.replace('SET mara_eyes   "grey"', 'SET mara_eyes   iif(dark, "brown", "grey")');
    const lines = canonicalBible(file, ENGLISH).map((l) => l.text);
    expect(lines.filter((t) => /brown/.test(t))).toEqual(['- eyes: iif(dark, "brown", "grey")']);
  });

  it('writes a value of terse parts a line each, an empty part no line', () => {
    const file = FILE.replace(
      'SET ned_hale    "harbourmaster; 41; Swede; red hair; son drowned at sea 1950"',
      'SET ned_hale    "harbourmaster; 41; ; red hair;  blue eyes; "',
    );
    const lines = canonicalBible(file, ENGLISH).map((l) => l.text);
    const ned = lines.indexOf('### Ned Hale');
    expect(lines.slice(ned, lines.indexOf('', ned) + 1)).toEqual([
      '### Ned Hale',
      'harbourmaster',
      '41',
      'red hair',
      'blue eyes',
      '',
    ]);
  });

  it('writes the parts of a value spaced inside its quotes without the spaces', () => {
    const file = FILE.replace(
      'SET ned_hale    "harbourmaster; 41; Swede; red hair; son drowned at sea 1950"',
      'SET ned_hale    "  harbourmaster; 41; red hair  "',
    );
    const lines = canonicalBible(file, ENGLISH).map((l) => l.text);
    const ned = lines.indexOf('### Ned Hale');
    expect(lines.slice(ned, lines.indexOf('', ned) + 1)).toEqual([
      '### Ned Hale',
      'harbourmaster',
      '41',
      'red hair',
      '',
    ]);
  });

  it('reads its reminders as the timeline, each at its line, the time and the substitutions left out', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.date])).toEqual([
      [1, 18, { day: 3, month: 7, year: 1965 }],
      [2, 19, { day: 4, month: 7, year: 1965 }],
      [3, 20, { day: 8, month: 7, year: 1965 }],
      [4, 21, undefined],
    ]);
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines).toContain('- Sun 4 Jul 1965 — ch2 the ferry sinks');
    expect(lines).toContain('- Sat 3 Jul 1965 — ch1 the wedding');
  });
});

describe('how much of a file it takes to be a Remind file', () => {
  const rem = (n: number) => Array.from({ length: n }, (_, i) => `REM ${i + 1} Jul 1965 MSG ch${i + 1} the tide`);
  const set = (n: number) => Array.from({ length: n }, (_, i) => `SET mara_${['age', 'eyes', 'hair'][i]} "grey"`);
  const file = (...lines: string[][]) => lines.flat().join('\n');

  it('takes three reminders beside two SET lines, or five reminders alone', () => {
    expect(isRemind(file(set(2), rem(3)))).toBe(true);
    expect(isRemind(file(rem(5)))).toBe(true);
  });

  it('is not two reminders, nor three beside one SET line, nor four alone', () => {
    expect(isRemind(file(set(2), rem(2)))).toBe(false);
    expect(isRemind(file(set(1), rem(3)))).toBe(false);
    expect(isRemind(file(rem(4)))).toBe(false);
  });

  it('is not a file with a line of prose among its reminders', () => {
    expect(isRemind(file(set(2), rem(3), ['the wedding is in the first chapter']))).toBe(false);
    expect(isRemind(file(rem(5), ['the wedding is in the first chapter']))).toBe(false);
  });
});

describe('the comment over a run of SET lines that names its person', () => {
  const file = (comment: string) =>
    [
      '# -------------------------------------------- CAST',
      '',
      `# ${comment}`,
      'SET mara_age    "30"',
      'SET mara_eyes   "grey"',
      '',
      '# -------------------------------------------- TIMELINE',
      'REM Sat 3 Jul 1965 MSG ch1 the wedding',
      'REM Sun 4 Jul 1965 MSG ch2 the ferry sinks',
      'REM Thu 8 Jul 1965 MSG ch3 the funeral',
    ].join('\n');
  const named = (comment: string) => parseBible(file(comment), ENGLISH).characters.map((c) => c.name);

  it('names it by the words before a dash set apart by spaces, one or two of them', () => {
    expect(named('Mara Voss — the ferry pilot')).toEqual(['Mara Voss']);
    expect(named('Mara Voss -- the ferry pilot')).toEqual(['Mara Voss']);
    expect(named('Mara Voss - the ferry pilot')).toEqual(['Mara Voss']);
  });

  it('names it by the words before a bracket', () => {
    expect(named('Mara Voss (the ferry pilot)')).toEqual(['Mara Voss']);
    // The heading written for it holds the name alone, not the space before the bracket.
    expect(canonicalBible(file('Mara Voss (the ferry pilot)'), ENGLISH).map((l) => l.text)).toContain('### Mara Voss');
  });

  it('takes as another name only a quoted name, and keeps the notes over a blank line as they are', () => {
    const withPlace = FILE.replace('the ferry pilot;', 'the ferry pilot of "the old mill";');
    const lines = canonicalBible(withPlace, ENGLISH).map((l) => l.text);
    expect(lines).toContain('- aliases: Mazz');
    expect(lines.filter((l) => l.startsWith('- aliases:') && l.includes('old mill'))).toEqual([]);
    expect(lines.at(-1)).toBe('salt-road.rem -- bible for THE SALT ROAD run: remind -s salt-road.rem 1 Jan 1965');
  });
});
