import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { chapterOfDate, dateAnchors } from '../../src/check/bibleRecords.js';
import { isTypst } from '../../src/check/bibleTypst.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a Typst document: without its own reader its `#let` helpers' calls are code the record reader
 * cannot see into, its tables a call of cells in brackets, its "=" headings no headings. Read as the page it
 * compiles to, a helper's call is its definition's body with the arguments put in. Files written for these tests.
 */

const FILE = [
  '// Notes for THE WEIR, kept in Typst.',
  '#set page(paper: "a5")',
  '#set text(size: 10pt)',
  '#let trait(k, v) = [*#k:* #v \\ ]',
  '#let end(body) = block(inset: 4pt)[#sym.dagger #body]',
  '#let pass(when, what) = [- #emph(when) #sym.arrow.r #what]',
  '#let eyes(c) = [*Eyes:* #c \\ ]',
  '',
  '= The Weir: notes',
  '',
  'Told in the third person, past tense.',
  '',
  '= Cast',
  '',
  '== The Voss family',
  '',
  '=== Mara Voss',
  '#trait("Called", [Marrie (Dr. Reyes)])',
  '#trait("Age", [30])',
  '#trait("Eyes", [grey, her father\'s])',
  '',
  '=== Ned Hale',
  '#trait("Age", [41])',
  '#eyes[blue]',
  '#end[Drowns at the weir on Thursday',
  '  8 July 1965 (ch. 3).]',
  '',
  '= Places',
  '',
  '/ The mill: red door, slate roof;',
  '  the wheel stopped.',
  '',
  '= Objects',
  '',
  '== The key',
  "Brass, the mill's.",
  '#pass("Fri 9 Jul 1965", [Mara gives it to Tom (ch. 4)])',
  '',
  '= Timeline',
  '',
  '#table(columns: (auto, 1fr, 1fr),',
  '  [*Ch.*], [*Date*], [*Event*],',
  '  [1], [Saturday 3 July 1965], [the wedding],',
  '  [3], [Thursday 8 July 1965], [Ned drowns],',
  ')',
].join('\n');

describe('a bible kept as a Typst document', () => {
  it('is known by its rules at the margin and its headings or calls', () => {
    expect(isTypst(FILE)).toBe(true);
    expect(isTypst('# Notes\n\n= Cast\n\nMara Voss, 30.\n')).toBe(false);
    // AsciiDoc has "=" titles too, but no "#set" or "#let" rules.
    expect(isTypst('= The Weir\n:toc:\n\n== Cast\n\n=== Mara Voss\nEyes:: grey\n')).toBe(false);
  });

  it("reads a helper's call as the line its definition prints: a label and its value", () => {
    const bible = parseBible(FILE, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields.age?.value).toBe('30');
    expect(mara?.fields.eyes?.value).toMatch(/^grey/);
    expect(mara?.names).toContain('Marrie');
    // Each fact points at the line of the file it is written on.
    expect(mara?.fields.eyes?.line).toBe(20);
  });

  it("reads a helper's call by its definition, where the label is the helper's and not an argument", () => {
    const ned = parseBible(FILE, ENGLISH).characters.find((c) => c.name === 'Ned Hale');
    expect(ned?.fields.eyes?.value).toBe('blue');
  });

  it('reads a fate helper run over two lines as one line, at the line it opens on', () => {
    const bible = parseBible(FILE, ENGLISH);
    const ned = bible.characters.find((c) => c.name === 'Ned Hale');
    expect(ned?.diesIn?.value).toBe(3);
    expect(ned?.diesIn?.line).toBe(25);
  });

  it('reads "=" headings by what they name: a section, a group of entries, an entry', () => {
    const lines = canonicalBible(FILE, ENGLISH).map((l) => l.text);
    expect(lines).toContain('### Mara Voss');
    // "== The Voss family" only groups the entries under it: it is no one.
    expect(parseBible(FILE, ENGLISH).characters.map((c) => c.name)).toEqual(['Mara Voss', 'Ned Hale']);
  });

  it('reads a term list as entries, the term wrapped onto its indented lines', () => {
    const bible = parseBible(FILE, ENGLISH);
    const mill = bible.places.find((p) => /mill/i.test(p.name));
    expect(mill?.description).toContain('the wheel stopped');
  });

  it('reads a table call as a table, its first row the header, each row at its own line', () => {
    const lines = canonicalBible(FILE, ENGLISH);
    const drowns = lines.find((l) => /Ned drowns/.test(l.text));
    expect(drowns?.line).toBe(44);
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.timeline.map((t) => t.chapter)).toEqual([1, 3]);
  });
});

describe('a date pointed at a chapter by the bible timeline', () => {
  const anchors = (rows: string[]) =>
    dateAnchors(
      rows.map((text, i) => ({ text, line: i + 1 })),
      ENGLISH,
    );

  it('holds from the first chapter on or after it, when the chapters are told in order', () => {
    const a = anchors(['- Chapter 1 — Monday 3 May 1926', '- Chapter 2 — Monday 10 May 1926']);
    expect(chapterOfDate({ day: 8, month: 5, year: 1926 }, a)).toBe(2);
  });

  it('falls in no chapter when a chapter from there on goes back before it (two timelines)', () => {
    const a = anchors([
      '- Chapter 1 — Monday 3 May 1926',
      '- Chapter 2 — Saturday 26 June 1976',
      '- Chapter 3 — Monday 10 May 1926',
      '- Chapter 4 — Saturday 3 July 1976',
      '- Chapter 5 — Monday 17 May 1926',
    ]);
    // A death in 1969: after chapters 3's and 5's 1926, before chapter 2's 1976; the dead from chapter 2 on would
    // wrongly include chapters 3 and 5.
    expect(chapterOfDate({ day: 11, month: 3, year: 1969 }, a)).toBeUndefined();
    // A death in chapter 3's days holds from chapter 3 on: chapter 4 is later still.
    expect(chapterOfDate({ day: 10, month: 5, year: 1926 }, a)).toBe(3);
  });

  it('still holds from its chapter when a later chapter has one day of flashback among its own', () => {
    const a = anchors([
      '- Chapter 1 — Monday 5 July 2004',
      '- Chapter 2 — Sunday 3 March 1985 (flashback)',
      '- Chapter 2 — Saturday 10 July 2004',
    ]);
    expect(chapterOfDate({ day: 4, month: 5, year: 2004 }, a)).toBe(1);
  });
});
