import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isRecutils, recutilsAsMarkdown } from '../../src/check/bibleRecutils.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a GNU recutils database: the twenty-sixth blind set's gave no fact at all. Its record sets are
 * typed ("%rec: Person"), its values run on over "+ " lines, and a set the reader has no section for ("%rec:
 * Holding", "%rec: Letter") must not become people. Databases written for these tests.
 */

const REC = [
  '# The Quarry Road: story bible as a recutils database.',
  '',
  '%rec: Person',
  '%key: Id',
  '',
  'Id: mara',
  'Name: Mara Voss',
  'ShortForm: Marrie',
  'Eyes: grey',
  'Fate: dies in chapter 4 when the',
  '+ ferry sinks',
  '',
  'Id: wife',
  "Name: (Ned's wife; never named)",
  'Fate: died before the story opens',
  '',
  'Id: ned',
  'Name: Ned Hale',
  'Hair: red',
  '',
  '%rec: Holding',
  '%doc: Who has which object, and from when.',
  '',
  'Object: watch',
  'Holder: Ned Hale',
  '',
  '%rec: Event',
  '%doc: Timeline. One record per dated event.',
  '',
  'Date: 1948-07-01',
  'Weekday: Thursday',
  'Chapter: 4',
  'What: the ferry sinks',
].join('\n');

/** A recutils file as the Markdown the bible parser reads: Person sets are the characters, Eyes a known field. */
const asMarkdown = (rec: string) =>
  recutilsAsMarkdown(
    rec,
    { nameField: ENGLISH.bible.typed.frontMatterName, chapterField: ENGLISH.bible.record.chapterLabel },
    ENGLISH.bible.typed.sectionTitles,
    (label) => label === 'Eyes',
    (title) => (title === 'Person' ? 'characters' : undefined),
  ).markdown;

describe('a bible kept as a recutils database', () => {
  it('is known by its "%rec:" line and its fields, not a Markdown bible', () => {
    expect(isRecutils(REC)).toBe(true);
    expect(isRecutils('## Characters\n\n### Mara Voss\n- Eyes: grey\n')).toBe(false);
  });

  it('reads a Person record as a character, a run-on value joined, each fact at the line its field opened on', () => {
    const bible = parseBible(REC, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.names).toContain('Marrie');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.fields.eyes?.line).toBe(9);
    expect(mara?.diesIn?.value).toBe(4);
    expect(mara?.diesIn?.line).toBe(10);
  });

  it('makes people only of the cast: no "Holding" or "Event" person, no dead wife named Ned', () => {
    const bible = parseBible(REC, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual(['Mara Voss', 'Ned Hale']);
    expect(bible.characters.find((c) => c.name === 'Ned Hale')?.diesIn).toBeUndefined();
  });

  it('reads a set its doc calls the timeline as dated lines with their chapters', () => {
    const bible = parseBible(REC, ENGLISH);
    expect(bible.timeline.map((t) => t.chapter)).toEqual([4]);
  });

  it("heads a person's entry with the name field, not said again among its facts", () => {
    const rec = ['%rec: Person', '', 'Name: Mara Voss', 'Eyes: grey', 'Fate: drowned', ''].join('\n');
    expect(asMarkdown(rec)).toBe('\n## Characters\n\n### Mara Voss\n- Eyes: grey\n\nFate: drowned.');
  });

  it("leaves out the set's key field and a field with no value, however the key line is spaced", () => {
    const person = (keyLine: string) =>
      ['%rec: Person', keyLine, '', 'Id: mara', 'Name: Mara Voss', 'Nick:', 'Eyes: grey', ''].join('\n');
    const entry = '\n## Characters\n\n### Mara Voss\n- Eyes: grey';
    expect(asMarkdown(person('%key: Id'))).toBe(entry);
    expect(asMarkdown(person('%key:Id'))).toBe(entry);
    expect(asMarkdown(person('%key:   Id'))).toBe(entry);
    // A field's value that speaks of "%key:" is no key line.
    expect(asMarkdown(`${person('%key: Id')}\nId: ned\nName: Ned Hale\nNote: his %key: Name\n`)).toContain(
      '### Ned Hale',
    );
  });

  it('drops the spaces typed after a value: a field of spaces alone is no field', () => {
    const rec = ['%rec: Person', '', 'Name: Mara Voss  ', 'Nick:   ', 'Eyes: grey\t', 'Fate: drowned ', ''].join('\n');
    expect(asMarkdown(rec)).toBe('\n## Characters\n\n### Mara Voss\n- Eyes: grey\n\nFate: drowned.');
  });
});
