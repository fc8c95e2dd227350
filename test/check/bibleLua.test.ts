import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isLua, luaStatements } from '../../src/check/bibleLua.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a Lua data module: without its own reader it is read as prose, its braces taken for people and its
 * records for nothing. Each top-level table is a section by its key, each record an entry, a list of dated spans a
 * value that changes, a list of dated records the timeline. Files written for these tests.
 */

const FILE = [
  '-- The Weir: bible as a Lua table.',
  '--[[ Dates are ISO; `ch` is the chapter.',
  '     Spans are { from = date, value = ... }. ]]',
  'local bible = {}',
  '',
  'bible.book = { voice = [[Third person, past tense,',
  'close on Mara.]] }',
  '',
  'bible.people = {',
  '  mara = {',
  '    name = "Mara Voss",',
  '    short = { "Marrie", "Miss Voss" },',
  '    age = { { at = "1950-02", value = 15 }, { at = "1965-07-03", value = 30 }, { at = "1966-01-09", value = 31 } },',
  '    eyes = "grey",',
  '    hair = { { from = "1965-07-03", value = "black, long" }, { from = "1965-07-20", value = "cut short", ch = 4 } },',
  '  },',
  '  ned = {',
  '    name = "Ned Hale", age = 41, eyes = \'blue\',',
  '    fate = { died = "1965-07-08", wd = "Thursday", ch = 3, buried = "1965-07-12", buried_wd = "Monday" },',
  '  },',
  '  old_tom = { fate = { died = "1950-02", how = "the weir in flood" } },',
  '  ann = { name = "Ann Voss", died = "1949" },',
  '  bea = { name = "Bea Voss", fate = "drowned in the weir, 1948" },',
  '}',
  '',
  'bible.places = {',
  '  mill = { name = "Grey Mill", door = "red", ["roof"] = "slate" },',
  '}',
  '',
  'bible.objects = {',
  '  brass_key = {',
  '    what = "the mill\'s brass key",',
  '    held = { { from = "1950", by = "ned" }, { from = "1965-07-08", by = "mara", ch = 3 } },',
  '  },',
  '}',
  '',
  'bible.timeline = {',
  '  { date = "1965-07-03", wd = "Saturday", ch = 1, what = "the wedding" },',
  '  { date = "1965-07-08", wd = "Thursday", ch = 3, what = "Ned dies" },',
  '}',
  '',
  'return bible',
].join('\n');

describe('a bible kept as a Lua data module', () => {
  it('reads fields set apart by semicolons as by commas', () => {
    const semicolons = FILE.replace(/([}"\d]),/g, '$1;');
    expect(semicolons).not.toEqual(FILE);
    expect(canonicalBible(semicolons, ENGLISH)).toEqual(canonicalBible(FILE, ENGLISH));
  });

  it('is known by a table assigned or returned with keyed fields, and takes no other data dialect', () => {
    expect(isLua(FILE)).toBe(true);
    expect(isLua('return {\n  people = {\n    { name = "Ada", eyes = "green", age = 30 },\n  },\n}\n')).toBe(true);
    // TOML's tables and keys, YAML's keys, Markdown, prose: none is Lua.
    expect(isLua('[people.ada]\nname = "Ada"\neyes = "green"\nage = 30\nhair = { colour = "red" }\n')).toBe(false);
    expect(isLua('# the cast\npeople.ada = { name = "Ada", eyes = "green", age = 30 }\n')).toBe(false);
    expect(isLua('people:\n  - name: Ada\n    eyes: green\n')).toBe(false);
    expect(isLua('## People\n\n- Ada: eyes = green\n')).toBe(false);
    expect(isLua('Ada is thirty. local people = {\n say = "no" }')).toBe(false);
  });

  it('reads each person as an entry: names, looks, the age when the story opens, the death with its day', () => {
    const bible = parseBible(FILE, ENGLISH);
    const people = bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value]);
    expect(people).toEqual([
      ['Mara Voss', 11, '30', 'grey'],
      ['Ned Hale', 18, '41', 'blue'],
      ['Old Tom', 21, undefined, undefined],
      ['Ann Voss', 22, undefined, undefined],
      ['Bea Voss', 23, undefined, undefined],
    ]);
    const [mara, ned, tom, ann, bea] = bible.characters;
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'Miss Voss']));
    // "31 in 1966": an age of a later year, beside the age; the age of 1950 is back-story.
    expect(mara?.agesAt).toEqual([{ value: 31, line: 13 }]);
    // Long black hair until chapter 4, where it is cut.
    expect(mara?.fields.hair?.value).toBe('black, long');
    expect(ned?.diesOn).toEqual({ value: { day: 8, month: 7, year: 1965 }, line: 19 });
    // Old Tom died before the story opens.
    expect(tom?.diesIn?.value).toBe(0);
    // A death's year alone, as a person's own key or in their fate, before the story's first day.
    expect(ann?.diesIn?.value).toBe(0);
    expect(bea?.diesIn?.value).toBe(0);
  });

  it('reads places, an object with its keepers in turn, and dated records as the timeline', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.places.map((p) => [p.name, p.description.trim()])).toEqual([['Grey Mill', 'door: red roof: slate']]);
    const [key] = bible.objects;
    expect(key?.holder).toBe('Ned Hale');
    expect(key?.events).toEqual([{ chapter: 3, kind: 'given', line: 33, to: 'Mara Voss' }]);
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.weekday, t.date])).toEqual([
      [1, 38, 6, { day: 3, month: 7, year: 1965 }],
      [3, 39, 4, { day: 8, month: 7, year: 1965 }],
    ]);
    expect(bible.style).toMatchObject({ pov: 'third', tense: 'past' });
  });

  it('reads hostile input without throwing: an unclosed brace, escaped quotes, comments inside tables', () => {
    const hostile = [
      'local bible = {}',
      'bible.people = {',
      '  -- a comment } with a brace',
      '  ada = { name = "Ada \\"Addie\\" Lark", eyes = "green", note = [==[ a ]] long ]==] },',
      '  bob = { name = \'Bob\', age = 3 + 4, 12, ["odd key"] = nil, x = -2 ;',
      '  cy = { name = "Cy", eyes = "brown',
    ].join('\n');
    expect(() => luaStatements(hostile)).not.toThrow();
    expect(isLua(hostile)).toBe(true);
    const bible = parseBible(hostile, ENGLISH);
    expect(bible.characters[0]?.name).toBe('Ada Lark');
    expect(bible.characters[0]?.names).toContain('Addie');
    expect(bible.characters[0]?.fields.eyes?.value).toBe('green');
    expect(() => parseBible('local x = {{{{{{{{', ENGLISH)).not.toThrow();
    expect(() => parseBible('return "unclosed', ENGLISH)).not.toThrow();
    expect(luaStatements('x = "a\\\\" .. "b"').statements[0]?.value).toEqual({
      kind: 'scalar',
      value: 'a\\b',
      line: 1,
    });
  });

  it('keeps each line at its line in the file', () => {
    const lines = canonicalBible(FILE, ENGLISH);
    expect(lines.find((l) => l.text === '- eyes: grey')?.line).toBe(14);
    expect(lines.find((l) => l.text.startsWith('- passes to Mara Voss'))?.line).toBe(33);
  });
});

describe('a quotation in a person’s entry', () => {
  it('tells no gender of theirs, in single quotes as in double', () => {
    const lua = [
      'local b = {}',
      'b.people = {',
      '  clara = { name = "Clara Ash", short = { "Miss Ash" }, hair = "cut short, \'like a boy from the choir\'" },',
      '}',
      'return b',
    ].join('\n');
    // "Miss Ash" tells her a woman; the simile's "boy" is no word about her.
    expect(parseBible(lua, ENGLISH).characters[0]?.gender).toBe('female');
  });
});
