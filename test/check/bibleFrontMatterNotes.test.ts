import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { frontMatterNotesAsMarkdown } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible of notes, each opening on YAML front matter that names its subject and says what it is ("type: place"),
 * its free text after the closing fence. Written for these tests.
 */

const NOTES = `<!-- story bible -->

---
type: character
name: Nora Keane
aliases: [Nora, "Miss Keane"]
role: narrator (odd chapters 1, 3, 5), first person
age: 34
eyes: green
family:
  father: Matt Keane (dead)
---
Marks proofs with her father's green Parker.

---
type: character
name: Tom Hanlon
aliases:
  - Tipp
  - Thomas
eyes: blue-grey
---

---
type: minor
names:
  - "Jimmy Gaughan — pressman"
---

---
type: place
name: Rathmore
features: grey two-storey house, beech trees
---

---
type: timeline
entries:
  - "Thu 29 Sep 1983 — ch. 1: paper day"
---
`;

const KEYS = { name: ENGLISH.bible.typed.frontMatterName, type: ENGLISH.bible.typed.frontMatterType };
/** Whether the text is read as notes headed by front matter (the reader gives undefined for any other text). */
const isFrontMatterNotes = (text: string) =>
  frontMatterNotesAsMarkdown(text, KEYS, ENGLISH.sections, ENGLISH.bible.typed.sectionTitles, () => false) !==
  undefined;

describe('notes headed by front matter', () => {
  it('are known by two blocks that name their subject, not by one', () => {
    expect(isFrontMatterNotes(NOTES)).toBe(true);
    expect(isFrontMatterNotes('---\ntitle: The Lamp\nauthor: me\n---\n\n## Characters\n### Nora\n')).toBe(false);
    // A block with a line that is no key, list or indented line is no front matter.
    expect(isFrontMatterNotes('---\nname: A\nfree words\n---\n\n---\nname: B\n---\n')).toBe(false);
  });

  it('are written line for line: the type a section, the name an entry, keys as fields, lists as bullets', () => {
    const lines = frontMatterNotesAsMarkdown(
      NOTES,
      KEYS,
      ENGLISH.sections,
      ENGLISH.bible.typed.sectionTitles,
      (k) => k === 'aliases',
    )?.split('\n');
    expect(lines).toHaveLength(NOTES.split('\n').length);
    expect(lines?.filter((l) => l.trim() !== '')).toEqual([
      '<!-- story bible -->',
      '## Characters',
      '### Nora Keane',
      '- aliases: Nora; Miss Keane',
      '- role: narrator (odd chapters 1, 3, 5), first person',
      '- age: 34',
      '- eyes: green',
      '- father: Matt Keane (dead)',
      "Marks proofs with her father's green Parker.",
      '## Characters',
      '### Tom Hanlon',
      '- aliases: Tipp; Thomas',
      '- eyes: blue-grey',
      '## Characters',
      '- Jimmy Gaughan — pressman',
      '## Places',
      '### Rathmore',
      '- features: grey two-storey house, beech trees',
      '## Timeline',
      '- Thu 29 Sep 1983 — ch. 1: paper day',
    ]);
  });

  it('give each person the fields their keys say, the keyed age over a number in the role', () => {
    const bible = parseBible(NOTES, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Nora Keane', '34', 'green'],
      ['Tom Hanlon', undefined, 'blue-grey'],
      ['Jimmy Gaughan', undefined, undefined],
    ]);
    expect(bible.characters[1]?.names).toEqual(expect.arrayContaining(['Tipp', 'Thomas']));
    expect(bible.places.map((p) => p.name)).toEqual(['Rathmore']);
    expect(bible.timeline.map((e) => e.chapter)).toEqual([1]);
  });

  it('head a type that names no section of people, places, things or days as people ("type: rules")', () => {
    const text = '---\ntype: rules\nname: Tense\n---\n\n---\ntype: person\nname: Ada Marsh\n---\n';
    const lines = frontMatterNotesAsMarkdown(
      text,
      KEYS,
      ENGLISH.sections,
      ENGLISH.bible.typed.sectionTitles,
      () => false,
    );
    expect(lines?.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      '## Characters',
      '### Tense',
      '## Characters',
      '### Ada Marsh',
    ]);
  });

  it('take the first age of the free prose when no key gives one', () => {
    const bible = parseBible(
      '## Characters\n\n### Ada Marsh\n- the ferryman, aged 52\n- rows with her boy, aged 20\n',
      ENGLISH,
    );
    expect(bible.characters[0]?.fields.age?.value).toBe('52');
  });
});
