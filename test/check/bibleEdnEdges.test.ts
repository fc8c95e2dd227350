import { describe, expect, it } from 'vitest';
import { ednAsMarkdown } from '../../src/check/bibleEdn.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** An EDN bible's edges: a timeline after another section, a file cut short inside a string. Written for these tests. */

const read = (source: string) =>
  ednAsMarkdown(
    source,
    ENGLISH.bible.typed.sectionTitles,
    { nameField: /^name$/, chapterField: /^ch$/, canonicalChapter: 'chapter $1' },
    (label) => (/^(?:eyes|hair)$/i.test(label) ? label : undefined),
    (title) => (/people/i.test(title) ? 'characters' : /timeline/i.test(title) ? 'timeline' : undefined),
  ).markdown.split('\n');

describe('an EDN bible', () => {
  it('sets its timeline apart from the section before it by a blank line', () => {
    const lines = read('{:people [{:name "Mara Voss" :eyes "grey"}]\n :timeline [{:ch 2 :event "the ferry is late"}]}');
    const at = lines.indexOf(`## ${ENGLISH.bible.typed.sectionTitles.timeline}`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe('');
    expect(lines[at + 1]).toBe('- (chapter 2) — the ferry is late');
  });

  it('sets each entry apart from the one before it by a blank line', () => {
    const lines = read('{:people [{:name "Mara Voss" :eyes "grey"} {:name "Ned Hale" :eyes "blue"}]}');
    const at = lines.indexOf('### Ned Hale');
    expect(lines.slice(at - 2, at + 2)).toEqual(['- eyes: grey', '', '### Ned Hale', '- eyes: blue']);
  });

  it('reads a string the file ends inside as far as it goes', () => {
    expect(read('{:people [{:eyes "grey" :name "Mara Voss')).toContain('### Mara Voss');
  });

  it('reads a value nested past its depth as nothing, by tags as by brackets', () => {
    const lines = read(
      `{:people [{:name "Mara Voss" :eyes ${'#x '.repeat(20)}"grey" :hair ${'['.repeat(20)}"red"${']'.repeat(20)}}]}`,
    );
    expect(lines.filter((l) => l.startsWith('- '))).toEqual([]);
    expect(read(`{:people [{:name "Mara Voss" :eyes ${'#x '.repeat(3)}"grey"}]}`)).toContain('- eyes: grey');
  });
});
