import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isLogseq, logseqInline } from '../../src/check/bibleLogseq.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible kept as a Logseq page: read as no bible, its "key:: value" properties no fields, its tab-indented blocks
 * no entries, its journal links ("[[Sat, Jul 3rd, 1965]]") no dates. Pages and texts written for these tests.
 */

const PAGE = [
  'title:: The Salt Road (bible)',
  'voice:: told in the third person, past tense, by [[Ned Hale]]',
  'tags:: bible',
  '',
  '- ## People',
  '\t- [[Mara Voss]]',
  '\t  alias:: Marrie, Miss Voss',
  '\t  age:: 30 (1965), 55 (1990)',
  '\t  eyes:: grey',
  '\t  died:: [[Sun, Jul 4th, 1965]], off the weir (#ch02)',
  '\t\t- keeps the ferry log; "Marrie" is Ned\'s word only.',
  '\t- [[Ned Hale]]',
  '\t  looks:: big; **red** hair; blue eyes',
  '\t  fate:: alive 1990; harbourmaster',
  '\t\t- son drowned at sea, 1950.',
  '\t- [[Ida Hale]] — his sister; fair hair.',
  '- ## Places',
  '\t- [[Grey Mill]]',
  '\t  door:: red',
  '- ## Timeline',
  '\t- [[Sat, Jul 3rd, 1965]] the wedding #ch01',
  '\t- [[Sun, Jul 4th, 1965]] the ferry sinks #[[ch02]]',
].join('\n');

describe('a bible kept as a Logseq page', () => {
  it('is known by its properties beside blocks set in by tabs, not an Obsidian note with inline fields', () => {
    expect(isLogseq(PAGE)).toBe(true);
    expect(
      isLogseq('# Mara Voss\n\neyes:: grey\nage:: 30\nhome:: [[Grey Mill]]\n\nShe keeps the ferry log.\n\n## Notes\n'),
    ).toBe(false);
  });

  it('reads a link as its words, a tag as its word, a block reference and a macro as nothing', () => {
    expect(logseqInline('[[Sat, Jul 3rd, 1965]] the wedding #ch01 #[[the weir]] ((64a1b2c3-0000)) {{embed x}}')).toBe(
      'Sat, Jul 3rd, 1965 the wedding ch01 the weir',
    );
    // A link that shows other words than its page's name reads as the words shown.
    expect(logseqInline('met [[Ruth Anderson|Ruth]] at the dance')).toBe('met Ruth at the dance');
  });

  it('reads each block under the people as an entry, its properties its fields and its child blocks its prose', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.eyes?.value, c.fields.hair?.value])).toEqual([
      ['Mara Voss', 6, 'grey', undefined],
      ['Ned Hale', 12, 'blue', 'red'],
      ['Ida Hale', 16, undefined, 'fair'],
    ]);
    const [mara, ned] = bible.characters;
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'Miss Voss']));
    expect([mara?.fields.age?.value, mara?.agesAt]).toEqual(['30 (1965), 55 (1990)', [{ value: 55, line: 8 }]]);
    expect(mara?.diesIn).toEqual({ value: 2, line: 10 });
    // "alive 1990": no death; "son drowned at sea" is his son's.
    expect(ned?.diesIn).toBeUndefined();
    expect(bible.places.map((p) => p.name)).toEqual(['Grey Mill']);
  });

  it('reads the blocks under the timeline as its dated lines, each in the chapter its tag gives', () => {
    expect(parseBible(PAGE, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.date, t.weekday])).toEqual([
      [1, 21, { day: 3, month: 7, year: 1965 }, 6],
      [2, 22, { day: 4, month: 7, year: 1965 }, 0],
    ]);
  });
});

describe('a colour denied', () => {
  const bible = '## Characters\n\n### Tom Reyes\n\n- Eyes: brown\n- Hair: copper\n';
  const found = (text: string) =>
    checkAttributes(manuscriptOf(chaptersOf(text), bible), ENGLISH).findings.map((f) => f.message);

  it('is no colour of the eyes: "not black, as she had thought, but a brown so dark…"', () => {
    expect(found('Tom Reyes turned, and his eyes were not black, as she had thought, but a brown so dark.')).toEqual(
      [],
    );
  });

  it('leaves the colour "but" sets against it, held to the bible', () => {
    expect(found('Tom Reyes turned. She saw that his eyes were not brown but a pale green.')).toEqual([
      'Tom Reyes\'s eyes are "a pale green" here; bible: brown (bible.md:5)',
    ]);
  });

  it('reads red hair as a shade of the orange the bible gives, either way round', () => {
    const orange = '## Characters\n\n### Tom Reyes\n\n- Hair: orange\n';
    const told = (text: string) => checkAttributes(manuscriptOf(chaptersOf(text), orange), ENGLISH).findings;
    expect(told("Tom Reyes came in, and Tom Reyes's hair was red with the sun behind it.")).toEqual([]);
    expect(told("Tom Reyes came in, and Tom Reyes's hair was black.").length).toBe(1);
  });

  it('reads orange hair as a shade of the red the bible gives', () => {
    expect(found("She could see that Tom Reyes's hair was not red but orange.")).toEqual([]);
    expect(found("She could see that Tom Reyes's hair was not red but black.")).toEqual([
      'Tom Reyes\'s hair is "black" here; bible: copper (bible.md:6)',
    ]);
  });
});
