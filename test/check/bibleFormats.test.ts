import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import {
  castAge,
  castLine,
  indentOutlineAsMarkdown,
  isIndentOutline,
  isObsidian,
  isOrg,
  isoDatesAsWords,
  isRst,
  obsidianAsMarkdown,
  orgAsMarkdown,
  rstAsMarkdown,
  tomlBlock,
  withoutWikilinks,
} from '../../src/check/bibleFormats.js';
import { yamlBlock } from '../../src/check/bibleRecords.js';
import { explainFacts, formatExplanation } from '../../src/check/explain.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Bible formats read by turning them into ones the record reader knows: TOML
 * (fenced or the whole file), an Emacs org-mode outline, a stage or screen
 * cast list in capitals, and YAML with a bad line or a timeline keyed by ISO
 * dates. Each bible here was written for this test in the way people keep
 * them: the eyes it records are held against the text ("blue" in chapter 2),
 * a death it dates is held against a man who walks in after it, and --explain
 * says which line gave each fact.
 */

const BOOK = {
  'chapter_01.md':
    '# One\n\nMara Voss climbed the stair to the lamp room on Monday. Mara Voss had grey eyes.\n\nTomas Reyes waited below with the oil can.\n',
  'chapter_02.md':
    '# Two\n\nThe gale came in the night. Mara Voss kept the lamp lit until dawn.\n\nMara Voss had blue eyes, red with salt.\n',
  'chapter_03.md':
    '# Three\n\nMara Voss slept until noon.\n\nTomas Reyes came up the stair and laughed. "Tea," Tomas Reyes said.\n',
};

const FORMATS: Record<string, { bible: string; eyes: number; death: number }> = {
  'toml, fenced, a death by date': {
    bible: `# The Lamp

\`\`\`toml
title = "The Lamp"

[characters.mara]
name = "Mara Voss"
eyes = "grey"
age = 34

[characters.tomas]
name = "Tomas Reyes"
eye_colour = "brown"
died = 1911-03-08

[[timeline]]
date = 1911-03-06
event = "Mara climbs to the lamp room"
chapter = 1

[[timeline]]
date = 1911-03-08
event = "the gale"
chapter = 2
\`\`\`
`,
    eyes: 8,
    death: 14,
  },
  'toml, the whole file, arrays of tables': {
    bible: `# people of the lamp
[[cast]]
name = "Mara Voss"
eyes = "grey"

[[cast]]
name = "Tomas Reyes"
fate = "dies in chapter_02.md"
`,
    eyes: 4,
    death: 8,
  },
  'org-mode with property drawers and timestamps': {
    bible: `#+TITLE: The Lamp
#+AUTHOR: someone

* Characters
** Mara Voss                                                      :keeper:
   :PROPERTIES:
   :EYES:     grey
   :AGE:      34
   :END:
** Tomas Reyes
   - eyes :: brown
   - died :: <1911-03-08 Wed>
* Timeline
- <1911-03-06 Mon> Mara climbs to the lamp room (chapter 1)
- <1911-03-08 Wed> the gale (chapter 2)
`,
    eyes: 7,
    death: 12,
  },
  'a cast list in capitals': {
    bible: `THE LAMP — cast

MARA VOSS (34) — the keeper; grey eyes, black hair.
TOMAS REYES (60) — relief man, brown eyes. Dies in chapter 2.
`,
    eyes: 3,
    death: 4,
  },
  'an Obsidian vault pasted into one file': {
    bible: `# Lamp vault

## Mara Voss.md

---
aliases: [Mara, "Miss Voss"]
tags: [character, keeper]
eyes: grey
---

# Mara Voss

> [!note] Keeper
> Keeps the lamp with [[Tomas Reyes|Tomas]].

---
aliases:
  - Tomas
  - Old Reyes
eyes: brown
---
# Tomas Reyes

Relief man from [[Porthcurra]]. Dies in [[chapter_02]], the night of the gale.
`,
    eyes: 8,
    death: 24,
  },
  'reStructuredText: underlined titles, field lists, a simple table': {
    bible: `=========
The Lamp
=========

Characters
==========

Mara Voss
---------

:Role: keeper of the light
:Eyes: grey

Tomas Reyes
-----------

:Eyes: brown
:Died: in \`\`chapter_02.md\`\`, the night of the gale

.. note:: Tomas is "Reyes" to the inspector.

Timeline
========

==========  =======  ============================
Date        Chapter  Event
==========  =======  ============================
1911-03-06  1        Mara climbs to the lamp room
1911-03-08  2        the gale
==========  =======  ============================
`,
    eyes: 12,
    death: 18,
  },
  'reStructuredText: a definition list of people': {
    bible: `People
------

Mara Voss
    The keeper, thirty-four.

    :Eyes: grey

Tomas Reyes
    Relief man. Dies in chapter 2.
`,
    eyes: 7,
    death: 10,
  },
  'an outline kept by indentation alone': {
    bible: `lamp - notes

CAST
    Mara Voss
        keeper, 34
        eyes grey
    Tomas Reyes
        relief man
        d. ch 2 (the gale)
TIMELINE
    6 Mar 1911 - Mara climbs to the lamp room (ch 1)
    8 Mar 1911 - the gale (ch 2)
`,
    eyes: 6,
    death: 9,
  },
  'yaml with a bad line and a timeline keyed by ISO dates': {
    bible: `\`\`\`yaml
motto: "Keep the light." — said in chapters 1 and 3
people:
  - name: Mara Voss
    eyes: grey
  - name: Tomas Reyes
    eyes: brown
    died: 1911-03-08
timeline:
  1911-03-06: Monday; Mara climbs to the lamp room (ch 1)
  1911-03-08: Wednesday; the gale (ch 2)
\`\`\`
`,
    eyes: 5,
    death: 8,
  },
};

const at = (f: Finding) => `${f.category} ${f.file}:${f.line} against ${f.against?.file}:${f.against?.line}`;

describe('bible formats read through the record reader', () => {
  for (const [format, { bible, eyes, death }] of Object.entries(FORMATS)) {
    it(`${format}: holds the text to the eyes and the death it records, and says where each came from`, () => {
      const m = manuscriptOf(BOOK, bible);
      const findings = checkManuscript(m).findings;
      expect(findings.map(at)).toContain(`attribute chapter_02.md:5 against bible.md:${eyes}`);
      expect(findings.find((f) => f.category === 'attribute')?.message).toMatch(/Mara Voss's eyes are "blue" here/);
      expect(findings.map(at)).toContain(`dead chapter_03.md:5 against bible.md:${death}`);
      const explained = formatExplanation(explainFacts(m, ENGLISH));
      expect(explained).toContainEqual(
        expect.stringMatching(new RegExp(`^ {4}eyes: grey — bible bible\\.md:${eyes}$`)),
      );
      const cast = parseBible(bible, ENGLISH).characters.map((c) => c.name);
      expect(cast.slice(0, 2)).toEqual(['Mara Voss', 'Tomas Reyes']);
      for (const word of ['Eyes', 'Grey', 'Characters', 'Timeline', 'Cast', 'Lamp', 'Properties'])
        expect(cast.join(' ').split(' ')).not.toContain(word);
    });
  }

  it('reads the age a cast list brackets, and the timeline a data block keys by date', () => {
    const cast = parseBible(FORMATS['a cast list in capitals']?.bible ?? '', ENGLISH).characters;
    expect(cast.map((c) => c.fields.age?.value)).toEqual(['34', '60']);
    const yaml = parseBible(FORMATS['yaml with a bad line and a timeline keyed by ISO dates']?.bible ?? '', ENGLISH);
    expect(yaml.timeline.map((t) => [t.chapter, t.line, t.date])).toEqual([
      [1, 10, { day: 6, month: 3, year: 1911 }],
      [2, 11, { day: 8, month: 3, year: 1911 }],
    ]);
    const toml = parseBible(FORMATS['toml, fenced, a death by date']?.bible ?? '', ENGLISH);
    expect(toml.timeline.map((t) => [t.chapter, t.date?.day])).toEqual([
      [1, 6],
      [2, 8],
    ]);
    expect(toml.characters[1]?.diesIn?.value).toBe(2);
  });

  it('takes an age said outright over one counted from the year of birth, which is a year out before the birthday', () => {
    const bible = (age: string) =>
      `\`\`\`yaml\npeople:\n  - name: Ann Lee\n    born: 1885-06\n${age}timeline:\n  1967-03-06: Monday (ch 1)\n\`\`\`\n`;
    expect(parseBible(bible('    age: 81\n'), ENGLISH).characters[0]?.fields.age).toEqual({ value: '81', line: 5 });
    expect(parseBible(bible(''), ENGLISH).characters[0]?.fields.age).toEqual({ value: '82', line: 4 });
  });

  it('reads a line of other names split by semicolons as one list, to a part that is another field', () => {
    const names = (line: string) =>
      parseBible(`## Characters\n### Ann Lee\n${line}\n- eyes: grey\n`, ENGLISH).characters.map((c) => [
        c.names,
        c.fields.eyes?.value,
      ]);
    expect(names('- name forms: Ann; Miss Lee; Nan (her father only)')).toEqual([
      [['Ann Lee', 'Ann', 'Lee', 'Miss Lee', 'Nan'], 'grey'],
    ]);
    expect(names('- aliases: Nan, Annie; hair: red')).toEqual([[['Ann Lee', 'Ann', 'Lee', 'Nan', 'Annie'], 'grey']]);
    expect(
      parseBible('## Characters\n### Ann Lee\n- aliases: Nan; hair: red\n', ENGLISH).characters[0]?.fields.hair?.value,
    ).toBe('red');
  });

  it('turns ISO dates into words, real months and days only', () => {
    expect(isoDatesAsWords('born 1938-01-19; left 1958-13-02 or 1958-02-40; ref 1967-03-061', ENGLISH)).toBe(
      'born 19 January 1938; left 1958-13-02 or 1958-02-40; ref 1967-03-061',
    );
  });

  it('maps an org outline line for line, and knows one from markdown', () => {
    const org =
      '#+TITLE: Notes\n* Cast :people:\n** Ann Lee\n:PROPERTIES:\n:EYE_COLOUR: green\n:BORN: <1880-02-03 Tue>\n:END:\n- hair :: red\n- Room :: the attic\n- Old Tom :: her uncle\n';
    expect(isOrg(org)).toBe(true);
    expect(orgAsMarkdown(org).split('\n')).toEqual([
      '# Notes',
      '# Cast',
      '## Ann Lee',
      '',
      '- eye colour: green',
      '- born: 1880-02-03 Tue',
      '',
      '- hair: red',
      '- room: the attic',
      '- Old Tom: her uncle',
      '',
    ]);
    expect(isOrg('# Cast\n\n**Ann Lee** — green eyes\n* a list item\n')).toBe(false);
  });

  it('reads a TOML block only when it parses, and a whole file only when it opens as TOML', () => {
    expect(
      tomlBlock('[cast.ann]\nname = "Ann Lee"\nborn = 1880-02-03\nfate = "died 1911-03-08"\n', ENGLISH)?.data,
    ).toEqual({
      cast: { ann: { name: 'Ann Lee', born: '3 February 1880', fate: 'died 8 March 1911' } },
    });
    expect(tomlBlock('```toml\nname = "Ann\n```\n', ENGLISH)).toBeUndefined();
    expect(tomlBlock('# Cast\n\nAnn Lee = the keeper\n', ENGLISH)).toBeUndefined();
    expect(tomlBlock('Some notes first.\n[cast.ann]\nname = "Ann"\n', ENGLISH)).toBeUndefined();
  });

  it('keeps what parses around a bad line of a fenced YAML block, but reads a whole file as YAML only when it all parses', () => {
    expect(yamlBlock('```yaml\nmotto: "Keep it." — twice\nname: Ann\neyes: grey\nage: 34\n```\n')?.data).toMatchObject({
      name: 'Ann',
      eyes: 'grey',
    });
    // Half the block bad is no YAML kept.
    expect(yamlBlock('```yaml\nmotto: "Keep it." — twice\nname: Ann\n```\n')).toBeUndefined();
    expect(yamlBlock('Characters: the keeper and her man\n"Ann" — the keeper, and: more\n')).toBeUndefined();
  });

  it('reads a whole file as YAML when it opens on a key, after a "---" line or not, and not on a line of prose', () => {
    expect(yamlBlock('---\nname: Ann\neyes: grey\n')?.data).toMatchObject({ name: 'Ann', eyes: 'grey' });
    expect(yamlBlock('---  \nname: Ann\neyes: grey\n')?.data).toMatchObject({ name: 'Ann', eyes: 'grey' });
    expect(yamlBlock('name 2: Ann\neyes: grey\n')?.data).toMatchObject({ 'name 2': 'Ann', eyes: 'grey' });
    expect(yamlBlock('Notes, kept loosely: Ann has grey eyes.\n')).toBeUndefined();
    expect(yamlBlock('name:   ')).toBeUndefined();
  });

  it('takes a cast list line by its capitals, not a shout or a short word', () => {
    expect(castLine("ANNA KELLER (24) — the ferryman's daughter")).toEqual({
      name: 'ANNA KELLER',
      bracket: '24',
      rest: "the ferryman's daughter",
    });
    expect(castLine('- DR. JOHN SEWARD, forties: the asylum doctor')).toMatchObject({ name: 'DR. JOHN SEWARD' });
    expect(castLine('OK — fine')).toBeUndefined();
    expect(castLine("Anna Keller — the ferryman's daughter")).toBeUndefined();
  });

  it("reads the age that opens a cast line's words: a number, a decade in figures or in words", () => {
    expect(castAge('sixties: the widow who keeps the post office', ENGLISH)).toEqual({
      age: '60s',
      rest: 'the widow who keeps the post office',
    });
    expect(castAge('40s: the ferryman', ENGLISH)).toEqual({ age: '40s', rest: 'the ferryman' });
    expect(castAge('40’s - the ferryman', ENGLISH)).toEqual({ age: '40s', rest: 'the ferryman' });
    expect(castAge('52, the baker', ENGLISH)).toEqual({ age: '52', rest: 'the baker' });
    // A word that is no decade, and the teens (no "10s" span), are no age; nor is an age with nothing after it.
    expect(castAge('widow, keeps the post office', ENGLISH)).toBeUndefined();
    expect(castAge('teens: the boy', ENGLISH)).toBeUndefined();
    expect(castAge('the ferryman', ENGLISH)).toBeUndefined();
  });
});

describe('Obsidian, reStructuredText and indented outlines, line for line', () => {
  it('knows an Obsidian vault by two of its signs, not a markdown bible by its rules between entries', () => {
    const plain = '# Cast\n\n---\n\n## Mara Voss\n- eyes: grey\n\n---\n\n## Tomas Reyes\n\n---\n\n---\n';
    expect(isObsidian(plain)).toBe(false);
    expect(isObsidian('## Mara Voss\nSee [[Tomas Reyes]].\n')).toBe(false);
    expect(isObsidian('## Mara Voss\nSee [[Tomas Reyes]].\n> [!note] Keeper\n')).toBe(true);
    expect(isObsidian('## Mara Voss.md\ntext\n## Tomas Reyes.md\nSee [[Mara Voss]].\n')).toBe(true);
  });

  it('writes wikilinks as their text: the alias shown, else the note without its heading', () => {
    expect(withoutWikilinks('[[Tomas Reyes|Tomas]] and [[Mara Voss#Looks]], ![[map.png]], [[chapter_02]]')).toBe(
      'Tomas and Mara Voss, map.png, chapter_02',
    );
  });

  it('moves a note title under its front matter up to the fence, and blanks it under a file heading', () => {
    const noteFirst = '---\naliases: [Mara]\neyes: grey\n---\n# Mara Voss\nThe keeper.\n';
    expect(obsidianAsMarkdown(noteFirst).split('\n')).toEqual([
      '# Mara Voss',
      '- aliases: Mara',
      '- eyes: grey',
      '',
      '',
      'The keeper.',
      '',
    ]);
    expect(obsidianAsMarkdown('# Mara Voss\neyes:: grey\n- died:: [[chapter_02]]\n').split('\n')).toEqual([
      '# Mara Voss',
      '- eyes: grey',
      '- died: chapter_02',
      '',
    ]);
    expect(
      obsidianAsMarkdown('## People/Mara Voss.md\n## `Tomas Reyes.md`\nKeeper. %% check her age %%\n').split('\n'),
    ).toEqual(['## Mara Voss', '## Tomas Reyes', 'Keeper. ', '']);
    const fileFirst =
      '## Mara Voss.md\n---\naliases:\n  - Mara\n  - "Miss Voss"\n---\n# Mara Voss\n> [!warning]\n> Keeper.\n';
    expect(obsidianAsMarkdown(fileFirst).split('\n')).toEqual([
      '## Mara Voss',
      '',
      '- aliases: Mara; Miss Voss',
      '',
      '',
      '',
      '',
      '',
      'Keeper.',
      '',
    ]);
  });

  it('knows reStructuredText by two signs, and not a markdown bible with one underlined title', () => {
    expect(isRst('Cast\n====\n\n## Mara Voss\n- eyes: grey\n')).toBe(false);
    expect(isRst('Cast\n====\n\n:Eyes: grey\n')).toBe(true);
    expect(isRst('.. note:: kept\n\n+-----+-----+\n| a   | b   |\n+-----+-----+\n')).toBe(true);
  });

  it('gives titles their levels in the order their adornments first appear, and reads grid tables as rows', () => {
    const rst =
      'Book\n####\n\nCast\n****\n\nMore\n####\n\n+------+-----+\n| Day  | Ch  |\n+======+=====+\n| Mon  | 1   |\n+------+-----+\n';
    expect(rstAsMarkdown(rst, () => false).split('\n')).toEqual([
      '# Book',
      '',
      '',
      '## Cast',
      '',
      '',
      '# More',
      '',
      '',
      '',
      '| Day  | Ch  |',
      '| --- | --- |',
      '| Mon  | 1   |',
      '',
      '',
    ]);
  });

  it('writes a definition whose term is a label as one line, and any other term bold over its text', () => {
    const rst = 'People\n------\n\nEyes\n    grey\n\nMara Voss\n    The keeper.\n';
    expect(rstAsMarkdown(rst, (term) => term === 'Eyes').split('\n')).toEqual([
      '# People',
      '',
      '',
      '- Eyes: grey',
      '',
      '',
      '**Mara Voss**',
      'The keeper.',
      '',
    ]);
  });

  it('points a death an entry dates at its chapter by the timeline, in a line of other parts too', () => {
    const bible = (fate: string) =>
      `## Characters\n\n### Walt Hale\n- ${fate}\n\n## Timeline\n- Thu 3 Oct 2019 — chapter 1\n- Wed 16 Oct 2019 — chapter 6\n`;
    const dies = (fate: string) => parseBible(bible(fate), ENGLISH).characters[0]?.diesIn?.value;
    expect(dies('b.: 9 Apr 1946; d.: Sat 17 Aug 2019 on the dock')).toBe(0);
    expect(dies('died: Wed 16 Oct, in the night')).toBe(6);
    expect(dies('d.: 16 Oct 2019')).toBe(6);
    // A part that is no death stays as it is: a birth date is no fate.
    expect(dies('b.: 9 Apr 1946')).toBeUndefined();
  });

  it('reads an outline by its indents alone, and leaves lines that label themselves as they stand', () => {
    const outline =
      'BOOK\n  CAST\n    Mara Voss\n      eyes grey\n      keeper\n      b. 1870; d. 1 May 1911\n    Tomas Reyes - relief man\n      eyes - brown\n';
    expect(isIndentOutline(outline)).toBe(true);
    expect(indentOutlineAsMarkdown(outline, ENGLISH.bible.record.bareLabel).split('\n')).toEqual([
      '# BOOK',
      '## CAST',
      '### Mara Voss',
      '- eyes: grey',
      '- keeper',
      '- b.: 1870; d.: 1 May 1911',
      '    Tomas Reyes - relief man',
      '      eyes - brown',
      '',
    ]);
    expect(isIndentOutline('# Cast\n\n## Mara Voss\n- eyes: grey\n  - left eye\n- hair: black\n')).toBe(false);
  });

  it('gives each part of an outline’s line its label, however many spaces follow the semicolon', () => {
    const outline = 'CAST\n  Mara Voss\n    eyes grey\n    b. 1870;   d. 1 May 1911\n';
    expect(indentOutlineAsMarkdown(outline, ENGLISH.bible.record.bareLabel).split('\n')).toContain(
      '- b.: 1870; d.: 1 May 1911',
    );
  });
});
