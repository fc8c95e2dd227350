import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { dottedDatesAsWords, isTextile, textileAsMarkdown } from '../../src/check/bibleTextile.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a wiki page in Textile (Redmine's wiki): the thirty-first blind set's read as no bible at all, its
 * "h2." headings no sections, its "|_." header cells no table's header, its "|/3." cells spanning rows and its dates
 * written "3.7.1948" unread. Pages written for these tests.
 */

const PAGE = [
  'h1. The Quarry Road — bible',
  '',
  'p(note). Kept on the project wiki. Told in the third person, past tense.',
  '',
  '{{toc}}',
  '',
  'h2. People',
  '',
  '|_. Name |_. Also called |_. Eyes |_. Fate |',
  '| Mara Voss | Marrie | grey | drowned Sat 3.7.1948 |',
  '| Ned Hale | the pilot | blue | alive at the end |',
  '',
  'h2. Places',
  '',
  '* *Grey Mill* — the mill on the weir; a red door.',
  '',
  'h2. Objects',
  '',
  '|_. Object |_. Holder |_. From |',
  '|/3. The brass compass | Mara | 1.7.1948 |',
  '| Ned | 3.7.1948 |',
  '| the museum | 1950 |',
  '',
  'h2. Timeline',
  '',
  '|_. Date |_. Ch. |_. What |',
  '| 1.7.1948 | 2 | the ferry is late |',
  '| 3.7.1948 | 4 | the ferry sinks |',
].join('\n');

describe('a bible kept as a Textile wiki page', () => {
  it('is known by its Textile headings, blocks and header cells, not a Markdown, Twee or EDN bible', () => {
    expect(isTextile(PAGE)).toBe(true);
    expect(isTextile('# Bible\n\n## Characters\n\n### Mara Voss\n- Eyes: grey\n\n| Name | Eyes |\n|---|---|\n')).toBe(
      false,
    );
    expect(
      isTextile(':: StoryTitle\nBible\n\n:: Mara Voss [person]\nGrey eyes.\n\n:: Ned Hale [person]\nh2. x\n'),
    ).toBe(false);
    expect(isTextile('{:people [{:name "Mara Voss" :eyes "grey"}]\n :places {:mill {:what "h1. no"}}}')).toBe(false);
  });

  it('reads the table of people under its heading: names, short forms, eyes, each at its row', () => {
    const bible = parseBible(PAGE, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(bible.characters.map((c) => c.name)).toEqual(['Mara Voss', 'Ned Hale']);
    expect(mara?.names).toContain('Marrie');
    expect(mara?.fields.eyes).toEqual({ value: 'grey', line: 10 });
  });

  it('reads a death dated with dots as that day, and places it in the chapter the timeline gives the day', () => {
    const mara = parseBible(PAGE, ENGLISH).characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.diesIn).toEqual({ value: 4, line: 10 });
    expect(parseBible(PAGE, ENGLISH).characters.find((c) => c.name === 'Ned Hale')?.diesIn).toBeUndefined();
  });

  it('reads the timeline table as dated lines with their chapters', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.timeline.map((t) => [t.chapter, t.date, t.line])).toEqual([
      [2, { day: 1, month: 7, year: 1948 }, 27],
      [4, { day: 3, month: 7, year: 1948 }, 28],
    ]);
  });

  it('writes a cell spanning rows into each row it spans, so each holder is the object’s', () => {
    const { markdown, sourceLines } = textileAsMarkdown(PAGE, ENGLISH.months);
    const rows = markdown.split('\n').filter((l) => l.includes('brass compass'));
    expect(rows).toEqual([
      '| The brass compass | Mara | 1 July 1948 |',
      '| The brass compass | Ned | 3 July 1948 |',
      '| The brass compass | the museum | 1950 |',
    ]);
    // Each row at its own line of the page.
    expect(rows.map((r) => sourceLines[markdown.split('\n').indexOf(r)])).toEqual([20, 21, 22]);
    const objects = parseBible(PAGE, ENGLISH).objects;
    expect(objects.map((o) => [o.name, o.holder])).toEqual([
      ['The brass compass', 'Mara Voss'],
      ['The brass compass', 'Ned Hale'],
      ['The brass compass', undefined],
    ]);
  });

  it('reads the headings, blocks, lists and emphasis as Markdown, dropping the wiki’s macro', () => {
    const { markdown } = textileAsMarkdown(PAGE, ENGLISH.months);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# The Quarry Road — bible');
    expect(lines[2]).toBe('Kept on the project wiki. Told in the third person, past tense.');
    expect(lines[4]).toBe('');
    // A row of header cells is a Markdown table's header: the rule under it.
    expect(lines.slice(8, 10)).toEqual(['| Name | Also called | Eyes | Fate |', '| --- | --- | --- | --- |']);
    expect(lines).toContain('- **Grey Mill** — the mill on the weir; a red door.');
    expect(parseBible(PAGE, ENGLISH).places.map((p) => p.name)).toEqual(['Grey Mill']);
  });

  it('writes dates day first with dots in words, and leaves version numbers and times alone', () => {
    expect(dottedDatesAsWords('from 18.3.1952 to 4.12.1952', ENGLISH.months)).toBe(
      'from 18 March 1952 to 4 December 1952',
    );
    expect(dottedDatesAsWords('v1.2.2000.4, 31.13.1952, 6.30 p.m.', ENGLISH.months)).toBe(
      'v1.2.2000.4, 31.13.1952, 6.30 p.m.',
    );
  });

  it('writes a cell across columns into each column it spans, however many', () => {
    const page = [
      '|_. Name |_. Eyes |_. Hair |',
      '|\\2. Mara Voss | grey |',
      '|_. 1 |_. 2 |_. 3 |_. 4 |_. 5 |_. 6 |_. 7 |_. 8 |_. 9 |_. 10 |_. 11 |',
      '|\\10. unknown | end |',
    ].join('\n');
    const lines = textileAsMarkdown(page, ENGLISH.months).markdown.split('\n');
    expect(lines).toContain('| Mara Voss | Mara Voss | grey |');
    expect(lines).toContain(`| ${Array(10).fill('unknown').join(' | ')} | end |`);
  });
});
