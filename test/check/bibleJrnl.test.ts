import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isJrnl } from '../../src/check/bibleJrnl.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a jrnl journal: without its own reader its timestamps are read as the story's dates, its tags as
 * words, and its notes as loose prose whose sentences make people of "Skating Sunday". An entry on one person is their
 * entry, a later entry tagged with them more of it; an entry on places a place; an entry of chapters the timeline.
 * Files written for these tests.
 */

const FILE = [
  '[2025-03-01 09:00] The Weir: notes.',
  'Tags: @mara @ned @tom for people; +mill +weir for places; #key for things.',
  '',
  '[2025-03-01 09:10] Telling and voice.',
  'Told in the third person, past tense, close on Mara.',
  '',
  '[2025-03-01 09:20] @mara settled.',
  "Mara Voss, 30, the ferry pilot. Eyes GREY, her father's. Hair black, long.",
  'Dr. Reyes calls her "Marrie".',
  '',
  '[2025-03-02 10:00] @ned',
  'Ned Hale of Weir, 41, harbourmaster.',
  '',
  '[2025-03-02 10:30] @ned DEATH.',
  'Drowns at the weir on Thursday 8 July 1965 (ch 3).',
  'He must not speak after that outside memory.',
  '',
  '[2025-03-03 08:00] @tom @mara',
  'The Voss family, by the mill. Tom, 70, her grandfather, killed by the weir in flood in',
  'February 1950.',
  '',
  '[2025-03-03 09:00] +mill',
  'Grey Mill: red door, slate roof. Skating Sunday afternoons.',
  '',
  '[2025-03-03 10:00] @mara #key',
  "The Key: brass, the mill's.",
  'On Friday 9 July 1965 Mara gives it to Tom.',
  '',
  '[2025-03-04 09:00] Chapter plan.',
  'ch 1 The Wedding - Sat 3 Jul 1965.',
  'ch 2 The Flood - Sun 4 Jul 1965.',
  'ch 3 Ned - Thu 8 Jul 1965.',
].join('\n');

describe('a bible kept as a jrnl journal', () => {
  it('is known by entries opening on bracketed timestamps, from its first line', () => {
    expect(isJrnl(FILE)).toBe(true);
    expect(isJrnl('# Notes\n\n[2025-03-01 09:00] one\n[2025-03-01 09:00] two\n[2025-03-01 09:00] three\n')).toBe(false);
    expect(isJrnl('- 1965-07-03 09:00 the wedding\n- 1965-07-04 the flood\n- 1965-07-08 Ned drowns\n')).toBe(false);
  });

  it('reads an entry on one person as theirs, and a later entry tagged with them as more of it', () => {
    const bible = parseBible(FILE, ENGLISH);
    const people = bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value]);
    expect(people).toEqual([
      ['Mara Voss', 8, '30', "GREY, her father's"],
      ['Ned Hale', 12, '41', undefined],
      ['Tom Voss', 19, '70', undefined],
    ]);
    const [mara, ned, tom] = bible.characters;
    expect(mara?.fields.hair?.value).toBe('black, long');
    expect(mara?.names).toContain('Marrie');
    expect(ned?.diesIn).toEqual({ value: 3, line: 15 });
    // Killed in 1950, before the story's first year: dead before it opens.
    expect(tom?.diesIn?.value).toBe(0);
    // The journal's own days are no days of the story, and "Skating Sunday" is no one.
    expect(bible.characters.map((c) => c.name)).not.toContain('Skating Sunday');
    expect(canonicalBible(FILE, ENGLISH).some((l) => l.text.includes('2025'))).toBe(false);
  });

  it('reads places, chapters as the timeline, and the telling as the voice', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([['Grey Mill', 23]]);
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.date])).toEqual([
      [1, 30, { day: 3, month: 7, year: 1965 }],
      [2, 31, { day: 4, month: 7, year: 1965 }],
      [3, 32, { day: 8, month: 7, year: 1965 }],
    ]);
    expect(bible.style).toMatchObject({ pov: 'third', tense: 'past' });
  });

  it('reads an entry on a tagged thing as the thing, its handing on dated by the chapter plan', () => {
    const bible = parseBible(FILE, ENGLISH);
    // 9 July 1965 is after chapter 3's last day: no chapter the plan gives, so no handing on to hold the text to.
    expect(bible.objects.map((o) => [o.name, o.line, o.events])).toEqual([['Key', 26, []]]);
    const earlier = parseBible(FILE.replace('Friday 9 July 1965', 'Sunday 4 July 1965'), ENGLISH);
    expect(earlier.objects[0]?.events).toEqual([{ chapter: 2, kind: 'given', line: 27, to: 'Tom Voss' }]);
  });

  it('reads hostile input without throwing: no body, a tag alone, unclosed quotes and brackets', () => {
    const hostile = [
      '[2025-03-01 09:00]',
      '[2025-03-01 09:00] @',
      '[2025-03-01 09:00] @ann "unclosed (bracket',
      'Ann Lee, 3',
      '[2025-13-45 99:99] @bob',
      'Bob = ',
    ].join('\n');
    expect(isJrnl(hostile)).toBe(true);
    expect(() => parseBible(hostile, ENGLISH)).not.toThrow();
    expect(parseBible(hostile, ENGLISH).characters.map((c) => c.name)).toEqual(['Ann Lee', 'Bob']);
  });
});
