import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A Lua bible's record of dated groups ("died" with its weekday and chapter, then "buried") and an object's keepers
 * with their notes (bibleLua.ts): a group's chapter follows its own date and no other; a keeper's note is kept, an
 * empty one left out. Files written for these tests.
 */

const lines = (lua: string[]) => canonicalBible(lua.join('\n'), ENGLISH).map((l) => l.text);

describe('a Lua fate of two dated groups', () => {
  it('gives the chapter to the group it belongs to, and nothing after a group without one', () => {
    const lua = [
      'local b = {}',
      'b.people = {',
      '  ned = { name = "Ned Hale", fate = { died = "1965-07-08", wd = "Thursday", ch = 3, buried = "1965-07-12" } },',
      '}',
      'return b',
    ];
    expect(lines(lua)).toEqual([
      '## Characters',
      '### Ned Hale',
      '- fate: died Thursday 8 July 1965 (chapter 3)',
      'buried 12 July 1965',
      '',
      '',
    ]);
  });
});

describe("a Lua object's keepers with notes", () => {
  it('keeps a keeper’s note and leaves an empty one out', () => {
    const lua = [
      'local b = {}',
      'b.objects = {',
      '  brass_key = { what = "the brass key", held = {',
      '    { from = "1950", by = "ned", note = "in his coat" },',
      '    { from = "1965-07-08", by = "mara", ch = 3, note = "" },',
      '  } },',
      '}',
      'return b',
    ];
    expect(lines(lua)).toEqual([
      '## Objects',
      '### Brass key',
      'the brass key',
      '- held by ned from 1950; in his coat',
      '- passes to mara on 8 July 1965 (chapter 3)',
      '',
      '',
    ]);
  });
});
