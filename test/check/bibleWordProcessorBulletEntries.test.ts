import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Bullets pasted from a word processor ("•") opening a line, and standing inside one. Bibles written for these tests. */

describe('a word processor’s bullet', () => {
  it('opening a line of the characters section makes that line an entry, with the looks it gives', () => {
    const bible = ['## Characters', '', '• Anna Marsh: grey eyes, 34', '• Ben Marsh: blue eyes, 40', ''].join('\n');
    expect(
      parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value, c.fields.age?.value]),
    ).toEqual([
      ['Anna Marsh', 3, 'grey', '34'],
      ['Ben Marsh', 4, 'blue', '40'],
    ]);
  });

  it('inside a line is kept as written: a timeline entry’s text, a role', () => {
    const bible = [
      '## Characters',
      '',
      '### Anna Marsh',
      '- Role: keeper ● pilot',
      '',
      '## Timeline',
      '',
      '- Chapter 1 • Mon 12 Aug 2019 • Anna arrives',
      '',
    ].join('\n');
    const parsed = parseBible(bible, ENGLISH);
    expect(parsed.characters[0]?.fields.role).toEqual({ value: 'keeper ● pilot', line: 4 });
    expect(parsed.timeline.map((t) => [t.chapter, t.text])).toEqual([
      [1, 'Chapter 1 • Mon 12 Aug 2019 • Anna arrives'],
    ]);
  });
});
