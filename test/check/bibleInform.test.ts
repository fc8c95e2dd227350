import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isInform } from '../../src/check/bibleInform.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as Inform 7 source text: without its own reader its assertions are read as prose ("Mara Voss is a
 * woman in the Mill." a sentence about nobody's looks), its rooms and things as people. Each person, room and thing
 * is an entry, its properties its fields; a scene's "now …" its changes in the scene's chapter; a table with dates
 * and chapters the timeline. Files written for these tests.
 */

const FILE = [
  '"The Weir" by A. Writer',
  '',
  '[A bible, not a game. Chapters are "ch N".]',
  '',
  'Volume 1 - Model',
  '',
  'A person has some text called the eyes. A person has some text called the age note.',
  'A person has some text called the fate. A room has some text called the features.',
  '',
  'Book 1 - Telling',
  '',
  '[Told in the third person, past tense, close on Mara.]',
  '',
  'Volume 2 - Places',
  '',
  'The Grey Mill is a room. The features of the Grey Mill are "A red door. The wheel stopped in 1950."',
  'The Weir Bridge is a room. It is north of the Grey Mill. "A stone bridge; the [italic type]old[roman type] one."',
  '',
  'Volume 3 - People',
  '',
  'Mara Voss is a woman in the Grey Mill. The eyes of Mara Voss are "grey". The age note of Mara is "born 3 March 1935; 30 when the story opens; 31 on 3 March 1966". The fate of Mara is "lives. Marries Ned on Saturday 3 July 1965 (ch 1)."',
  'Ned Hale is a man. The eyes of Ned is "blue". The age note of Ned is "41. Harbourmaster." The fate of Ned Hale is "Mara\'s husband. Drowned at the weir on Thursday 8 July 1965 (ch 3); buried Monday 12 July."',
  'Old Tom is a man. The fate of Old Tom is "Killed Ned\'s dog on Monday 12 July 1965 (ch 3). Killed by the weir in flood in February 1950; found in April."',
  'The printed name of Old Tom is "Tom Voss".',
  '',
  'Volume 4 - Things',
  '',
  'The brass key is a thing. Ned Hale carries the brass key. The ring is a thing. The ring is worn by Mara.',
  'Understand "Marrie" and "the pilot" as Mara Voss.',
  '',
  'Volume 5 - Changes',
  '',
  'The Drowning is a scene. [Thursday 8 July 1965, ch 3: Ned drowns.]',
  'When the Drowning begins: now Mara Voss carries the brass key; now the eyes of Mara is "red with weeping"; remove Ned Hale from play.',
  '',
  'Volume 6 - Chronology',
  '',
  'Table of Chronology',
  'date\tweekday\tchapter\tevent',
  '"1950-02"\t""\t2\t"Old Tom killed; told in ch 2"',
  '"1965-07-03"\t"Saturday"\t1\t"the wedding"',
  '"1965-07-08"\t"Thursday"\t3\t"Ned drowns"',
].join('\n');

describe('a bible kept as Inform 7 source text', () => {
  it('is known by its title line or headings and sentences declaring people, rooms and things', () => {
    expect(isInform(FILE)).toBe(true);
    // A person and a property on one line are the model's too.
    expect(
      isInform('"X" by Y\n\nAnn Lee is a woman. The eyes of Ann Lee is "grey".\nBob Ray is a man.\nCy is a man.\n'),
    ).toBe(true);
    // Prose about people, a Markdown bible, a Lua table: none is Inform.
    expect(isInform('# Cast\n\nMara is a woman of thirty. Ned is a man of few words. Tom is a man.\n')).toBe(false);
    expect(isInform('local bible = { mara = { kind = "woman" } }\nreturn bible\n')).toBe(false);
    expect(
      isInform('Book 1 - People\n\nBook 2 - Rest\n\nMara is a woman. Ned is a man. Tom is a man. Ann is a woman.\n'),
    ).toBe(false);
  });

  it('reads people with their gender, looks, the age when the story opens and their deaths', () => {
    const bible = parseBible(FILE, ENGLISH);
    const people = bible.characters.map((c) => [c.name, c.gender, c.fields.eyes?.value, c.fields.age?.value]);
    expect(people).toEqual([
      ['Mara Voss', 'female', 'grey', '30'],
      ['Ned Hale', 'male', 'blue', '41'],
      ['Tom Voss', 'male', undefined, undefined],
    ]);
    const [mara, ned, tom] = bible.characters;
    expect(mara?.agesAt).toEqual([{ value: 31, line: 21 }]);
    // Marrying in chapter 1 is no death; drowning on 8 July is, in chapter 3.
    expect(mara?.diesIn).toBeUndefined();
    expect(mara?.diesOn).toBeUndefined();
    expect(ned?.diesIn).toEqual({ value: 3, line: 22 });
    // Killing another's dog is no death of his own; being killed in 1950, before the story's first day, is.
    expect(tom?.diesIn).toEqual({ value: 0, line: 23 });
    expect(tom?.names).toContain('Old Tom');
    // 'Understand "Marrie" and "the pilot" as Mara Voss': names she goes by.
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'the pilot']));
  });

  it('reads rooms as places, a thing with its keeper and the scene that passes it on, and the chronology', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.places.map((p) => [p.name, p.description.trim()])).toEqual([
      ['Grey Mill', 'A red door. The wheel stopped in 1950.'],
      ['Weir Bridge', 'A stone bridge; the old one.'],
    ]);
    const [key, ring] = bible.objects;
    expect(key?.holder).toBe('Ned Hale');
    expect(key?.events).toEqual([{ chapter: 3, kind: 'given', line: 34, to: 'Mara Voss' }]);
    // "The ring is worn by Mara": her ring.
    expect(ring?.holder).toBe('Mara Voss');
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.date])).toEqual([
      [2, 40, undefined],
      [1, 41, { day: 3, month: 7, year: 1965 }],
      [3, 42, { day: 8, month: 7, year: 1965 }],
    ]);
    expect(bible.style).toMatchObject({ pov: 'third', tense: 'past' });
    // The scene's change of her eyes is a line of her entry, at the scene's rule.
    const lines = canonicalBible(FILE, ENGLISH);
    expect(lines.find((l) => l.text.includes('red with weeping'))?.line).toBe(34);
  });

  it('writes a thing passed on in a scene to the one its rule names: a person by their full name, anyone else as written', () => {
    const passed = (holder: string) =>
      canonicalBible(
        FILE.replace('now Mara Voss carries the brass key', `now ${holder} carries the brass key`),
        ENGLISH,
      )
        .map((l) => l.text)
        .filter((t) => t.includes('passes to'));
    expect(passed('Mara')).toEqual(['- passes to Mara Voss Thursday 8 July 1965 (chapter 3)']);
    expect(passed('the ferryman')).toEqual(['- passes to ferryman Thursday 8 July 1965 (chapter 3)']);
  });

  it('writes the chronology as timeline lines: weekday and date, the chapter, the rest; a cell left out or "--" left out', () => {
    const file = `${FILE.replace('"1965-07-08"\t"Thursday"', '"1965-07-08"\t"--"')}\n\nTable of Floods\nchapter\tevent\tdate\n4\t"the weir gives"\t"1965-07-20"\n5\t"the mill floods"`;
    const lines = canonicalBible(file, ENGLISH).map((l) => l.text);
    const from = lines.indexOf('## Timeline');
    expect(lines.slice(from + 1, from + 6)).toEqual([
      '- 1950-02 — chapter 2 — Old Tom killed; told in ch 2',
      '- Saturday 3 July 1965 — chapter 1 — the wedding',
      '- 8 July 1965 — chapter 3 — Ned drowns',
      '- 20 July 1965 — chapter 4 — the weir gives',
      '- chapter 5 — the mill floods',
    ]);
  });

  it('reads hostile input without throwing: an unclosed quote or comment, nested brackets', () => {
    const hostile = [
      '"Broken" by Nobody',
      'Volume 1 - People',
      'Ann Lee is a woman. Bob Ray is a man. Cy Day is a man. The eyes of Ann Lee are "green [with [nested] notes].',
      'The hair of Bob is "brown". [an unclosed comment',
      'Dee is a woman.',
    ].join('\n');
    expect(isInform(hostile)).toBe(true);
    expect(() => parseBible(hostile, ENGLISH)).not.toThrow();
    expect(parseBible(hostile, ENGLISH).characters.map((c) => c.name)).toEqual(['Ann Lee', 'Bob Ray', 'Cy Day']);
  });
});
