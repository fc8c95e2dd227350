import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isTodoTxt } from '../../src/check/bibleTodoTxt.js';
import { colouredNouns } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a todo.txt list: without its own reader its lines are loose prose, its "who:" keys words, its
 * "when:1965-07-08" no date and its "ch:3" no chapter. One fact a line: the lines on one person their entry, the
 * places and things their sections, a line dated and put in a chapter a day of the timeline. Files written for
 * these tests.
 */

const FILE = [
  '(A) 2025-03-01 Read first: facts for THE WEIR, one a line; tick when the draft agrees +bible @howto',
  '(A) 2025-03-01 Told in the third person, past tense, close on Mara +voice @telling',
  'x 2025-03-01 Marrie = Mara Voss, the ferry pilot; 30 in 1965, 60 in 1995 +people @voss who:mara age:30/60',
  "x 2025-03-01 Mara eyes GREY, her father's +people @looks who:mara",
  'x 2025-03-01 Mara hair black, long, until the flood +people @looks who:mara',
  'x 2025-03-01 Mara 1995: white hair, short +people @looks who:mara',
  'x 2025-03-01 CHANGE Mara plait cut off when:1965-07-10 day:Saturday ch:5 +changes @looks who:mara',
  'x 2025-03-01 Ned Hale, harbourmaster, 41 +people @hale who:ned age:41',
  'x 2025-03-01 Ned drowns at the weir when:1965-07-08 day:Thursday ch:3 +fate @hale who:ned',
  'x 2025-03-01 PLACE Grey Mill: red door, slate roof; green pond (1965) -> brown pond (1995) +places @mill',
  "x 2025-03-01 OBJECT key: brass, the mill's +objects @key",
  'x 2025-03-01 OBJECT key holders: Mara -> Tom when:1965-07-09 day:Friday ch:4 +objects @key',
  'x 2025-03-01 TIME the wedding when:1965-07-03 day:Saturday ch:1 +timeline @1965',
].join('\n');

describe('a bible kept as a todo.txt list', () => {
  it('is known by tasks with tags on most lines and done marks or priorities', () => {
    expect(isTodoTxt(FILE)).toBe(true);
    expect(isTodoTxt('- Mara Voss @age(30)\n- Ned Hale @age(41)\n- Tom @age(70)\n- Pike\n- Orne\n')).toBe(false);
    expect(isTodoTxt('Mara +1 for the plan\nNed +1\nTom +1\nPike\nOrne\n')).toBe(false);
  });

  it('reads the lines on one person as their entry, named as a line gives their full name', () => {
    const bible = parseBible(FILE, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.names).toContain('Marrie');
    expect(mara?.line).toBe(3);
    // "Mara eyes GREY": the person's own name off the front, then a look's label.
    expect(mara?.fields.eyes?.value).toMatch(/^GREY/);
    expect(mara?.fields.eyes?.line).toBe(4);
    // "age:30/60" with "30 in 1965, 60 in 1995": the first age, the later one at its year.
    expect(mara?.fields.age?.value).toMatch(/^30\b/);
    expect(mara?.agesAt?.map((a) => a.value)).toEqual([60]);
  });

  it('keeps a later line on a look with the look, as what it becomes', () => {
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines.find((l) => /^- hair:/.test(l))).toContain('1995: white hair');
    // "plait cut off … ch:5": a word for a way of wearing the hair is the hair's, its change in its chapter.
    expect(lines.find((l) => /^- hair:/.test(l))).toContain('plait cut off Saturday 10 July 1965 (chapter 5)');
  });

  it('writes a date pair as the date in words, and a chapter pair as its chapter', () => {
    const bible = parseBible(FILE, ENGLISH);
    const ned = bible.characters.find((c) => c.name === 'Ned Hale');
    expect(ned?.fields.age?.value).toBe('41');
    expect(ned?.diesIn?.value).toBe(3);
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines.some((l) => l.includes('Thursday 8 July 1965'))).toBe(true);
  });

  it('reads a dated line put in a chapter as a day of the timeline', () => {
    const bible = parseBible(FILE, ENGLISH);
    const days = bible.timeline.map((t) => [t.chapter, t.date?.day, t.date?.month]);
    expect(days).toContainEqual([1, 3, 7]);
    expect(days).toContainEqual([3, 8, 7]);
  });

  it('reads the places by the name before a colon, and one thing from the lines of its context', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.places.map((p) => p.name)).toContain('Grey Mill');
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines.filter((l) => /^### key$/.test(l))).toHaveLength(1);
    expect(bible.style).toMatchObject({ pov: 'third', tense: 'past' });
  });
});

describe("a place's colours", () => {
  it('are both colours a description gives one thing, as it was and as it becomes', () => {
    const nouns = colouredNouns('a green pond (1965) -> a brown pond (1995); a red door', ENGLISH);
    expect(nouns.get('pond')).toEqual(['green', 'brown']);
    expect(nouns.get('door')).toEqual(['red']);
  });
});
