import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A Lua bible's dated death before the story opens is marked so right after its year, the words after the year kept
 * after the mark; a timeline record's chapter is a chapter only when it is a number, of one figure or more.
 * Files written for these tests.
 */

const lines = (lua: string[]) => canonicalBible(lua.join('\n'), ENGLISH).map((l) => l.text);

describe("a Lua person's fate with a year before the story opens", () => {
  it('is marked as before the story opens right after the year, the rest of it after the mark', () => {
    const lua = [
      'local b = {}',
      'b.people = {',
      '  bea = { name = "Bea Voss", fate = "drowned in 1948 off the weir" },',
      '}',
      'b.timeline = {',
      '  { date = "1965-07-03", ch = 1, what = "the wedding" },',
      '}',
      'return b',
    ];
    expect(lines(lua)).toContain('- fate: drowned in 1948 (before the story opens) off the weir');
  });
});

describe("a Lua timeline record's chapter", () => {
  it('is a chapter when it is a number of two figures, and none when a letter comes before or after it', () => {
    const lua = [
      'local b = {}',
      'b.timeline = {',
      '  { date = "1965-07-03", ch = 12, what = "the wedding" },',
      '  { date = "1965-07-04", ch = "2b", what = "the flood" },',
      '  { date = "1965-07-05", ch = "v2", what = "the fair" },',
      '}',
      'return b',
    ];
    expect(lines(lua)).toEqual([
      '## Timeline',
      '- 3 July 1965 — chapter 12 — the wedding',
      '- 4 July 1965 — the flood',
      '- 5 July 1965 — the fair',
      '',
    ]);
  });
});
