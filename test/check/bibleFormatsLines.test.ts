import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import {
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
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Each bible format's lines as the record reader gets them, at the edges authors reach: a date inside a longer
 * number, an org outline's deep headings, lower-case settings and drawers of their own, TOML's lists and booleans,
 * a cast list's bullets, bold and dashes, Obsidian front matter with empty items and quotes, callouts and quotes,
 * reStructuredText's inline marks, overlined titles and simple tables, and outlines indented by tabs.
 */

const BARE = ENGLISH.bible.record.bareLabel;

describe('ISO dates inside other text', () => {
  it('reads a date only where it stands alone, and a year of this century or the last', () => {
    expect(isoDatesAsWords('ref x1911-03-08, 1911-03-08-2 and 1911-03-081', ENGLISH)).toBe(
      'ref x1911-03-08, 1911-03-08-2 and 1911-03-081',
    );
    expect(isoDatesAsWords('1911-03-32, 1911-00-05, 2099-12-31, 1999-01-01', ENGLISH)).toBe(
      '1911-03-32, 1911-00-05, 31 December 2099, 1 January 1999',
    );
  });
});

describe('an org outline', () => {
  it('needs a heading to go with a drawer or a "::" list, and a "#+" setting at the margin with its colon', () => {
    expect(isOrg('Notes\n- hair :: red\n')).toBe(false);
    expect(isOrg('Notes\n:PROPERTIES:\n')).toBe(false);
    expect(isOrg('* Ann\n:properties:\n')).toBe(true);
    expect(isOrg('* Ann\n- hair ::red\n')).toBe(false);
    expect(isOrg('*Ann\n- hair :: red\n')).toBe(false);
    expect(isOrg('#+author: me\n')).toBe(true);
    expect(isOrg(' #+TITLE: The Lamp')).toBe(false);
    expect(isOrg('#+TITLE The Lamp')).toBe(false);
  });

  it('caps deep headings at six marks, drops any tag, reads a lower-case title and blanks other settings', () => {
    expect(orgAsMarkdown('******* Deep :a@b:\n#+title: Low\n#+AUTHOR: me').split('\n')).toEqual([
      '###### Deep',
      '# Low',
      '',
    ]);
  });

  it('writes a property with dashes or underscores as words, and unbrackets every timestamp of a line', () => {
    const org = [
      ':EYE_COLOUR: grey',
      ':DATE-OF-DEATH: [1903-09-23]',
      '+ hair :: red',
      '- Mara Voss :: keeper',
      'met <1903-09-23 Wed> and [1903-09-24 Thu 10:00]',
      ':LOGBOOK:',
      '  :END:',
    ].join('\n');
    expect(orgAsMarkdown(org).split('\n')).toEqual([
      '- eye colour: grey',
      '- date of death: 1903-09-23',
      '+ hair: red',
      '- Mara Voss: keeper',
      'met 1903-09-23 Wed and 1903-09-24 Thu 10:00',
      '',
      '',
    ]);
  });
});

describe('a TOML bible', () => {
  it('keeps numbers and booleans, and reads the dates in lists and tables, TOML’s own and in strings', () => {
    expect(
      tomlBlock(
        'born = 1911-03-08\nnames = ["Ann", "1911-03-08"]\nage = 34\nalive = true\n[cast]\nseen = "1911-03-09"\n',
        ENGLISH,
      ),
    ).toEqual({
      data: {
        born: '8 March 1911',
        names: ['Ann', '8 March 1911'],
        age: 34,
        alive: true,
        cast: { seen: '9 March 1911' },
      },
      start: 1,
      end: 7,
    });
  });

  it('leaves a whole file that does not parse, and reads only the fenced block when there is one', () => {
    expect(tomlBlock('name = \n', ENGLISH)).toBeUndefined();
    expect(tomlBlock('```toml\nname = "Ann"\n```\n[x]\ny = 1\n', ENGLISH)).toEqual({
      data: { name: 'Ann' },
      start: 2,
      end: 2,
    });
  });
});

describe('a cast list in capitals', () => {
  it('reads the name after a bullet or in bold, and what follows any of its dashes, colon or comma', () => {
    for (const line of [
      '- **MARA VOSS** — keeper',
      '  * MARA VOSS – keeper',
      '**MARA VOSS**: keeper',
      'MARA VOSS - keeper',
      'MARA VOSS, keeper',
    ])
      expect(castLine(line), line).toEqual({ name: 'MARA VOSS', rest: 'keeper' });
    expect(castLine('MARA VOSS, forties: the doctor')).toEqual({ name: 'MARA VOSS', rest: 'forties: the doctor' });
  });

  it("keeps a name's stops, apostrophes and hyphens, and two short words together", () => {
    expect(castLine("DR. JOHN O'HARA — the doctor")).toEqual({ name: "DR. JOHN O'HARA", rest: 'the doctor' });
    expect(castLine('ANN-MARIE — the maid')).toEqual({ name: 'ANN-MARIE', rest: 'the maid' });
    expect(castLine('AL JO — twins')).toEqual({ name: 'AL JO', rest: 'twins' });
  });

  it('gives no bracket when it is empty, and reads no line without its separator, in lower case or of six words', () => {
    expect(castLine('ANN () — the child')).toEqual({ name: 'ANN', rest: 'the child' });
    expect(castLine('ANN (9) the child')).toBeUndefined();
    expect(castLine('MARA VOSS-keeper')).toBeUndefined();
    expect(castLine('mARA — the keeper')).toBeUndefined();
    expect(castLine('TV — on')).toBeUndefined();
    expect(castLine('A BB CC DD EE FF — a crowd')).toBeUndefined();
  });
});

describe('an Obsidian vault', () => {
  it('counts file headings from two and front matter fences from four, each only with another sign', () => {
    expect(isObsidian('## Mara Voss.md\nSee [[Tomas]].\n')).toBe(false);
    expect(isObsidian('## Mara Voss.md\n## Tomas Reyes.md\n')).toBe(false);
    expect(isObsidian('## `Mara Voss.md`\n## `Tomas Reyes.md`\n> [!note] Keeper\n')).toBe(true);
    expect(isObsidian('---\neyes: grey\n---\n---\nSee [[Tomas]].\n')).toBe(false);
    expect(isObsidian('---\neyes: grey\n---\n---\nhair: red\n---\nSee [[Tomas]].\n')).toBe(true);
    expect(isObsidian('>[!my-note] Keeper\nSee [[Tomas]].\n')).toBe(true);
    expect(isObsidian('See [[]] and [[Tomas\nReyes]].\n> [!note]\n')).toBe(false);
  });

  it('shows a linked heading’s alias, trims a link, and shows an embed’s alias', () => {
    expect(withoutWikilinks('[[Mara Voss#Looks|her looks]], [[ Mara Voss ]], ![[map.png|the map]]')).toBe(
      'her looks, Mara Voss, the map',
    );
  });

  it('takes a note’s folder off its title by either slash, in any case of ".md", and leaves other headings', () => {
    expect(obsidianAsMarkdown('## People\\Mara Voss.MD\ntext\n## Notes\n## Tom `x`\n').split('\n')).toEqual([
      '## Mara Voss',
      'text',
      '## Notes',
      '## Tom x',
      '',
    ]);
  });

  it('reads front matter’s flow lists without empty items or quotes, and a key with no list as it stands', () => {
    const note =
      '---\naliases: [Nora, , \'Miss Vance\', "Nell\']\ntags:\nnotes: "the keeper"\n- stray\nnot a pair\n---\n\n\n## Nora Vance\nbody\n';
    expect(obsidianAsMarkdown(note).split('\n')).toEqual([
      '## Nora Vance',
      '- aliases: Nora; Miss Vance; "Nell\'',
      '- tags:',
      '- notes: the keeper',
      '',
      '',
      '',
      '',
      '',
      '',
      'body',
      '',
    ]);
  });

  it('ends a block list at the next key, and leaves front matter with no closing fence as it was', () => {
    expect(obsidianAsMarkdown('---\naliases:\n  - Pete\nhair: red\n---\n').split('\n')).toEqual([
      '',
      '- aliases: Pete',
      '',
      '- hair: red',
      '',
      '',
    ]);
    expect(obsidianAsMarkdown('---\neyes: grey\nno end\n').split('\n')).toEqual(['---', 'eyes: grey', 'no end', '']);
    expect(obsidianAsMarkdown('---\neyes: grey\n---\nKeeper.\n').split('\n')).toEqual([
      '',
      '- eyes: grey',
      '',
      'Keeper.',
      '',
    ]);
  });

  it('heads front matter with the title under it after a heading that names no file, not after one that does', () => {
    const vault = '## Mara.md\n---\neyes: grey\n---\nMore\n## Tom\n---\nhair: red\n---\n# Tom Reyes\n';
    expect(obsidianAsMarkdown(vault).split('\n')).toEqual([
      '## Mara',
      '',
      '- eyes: grey',
      '',
      'More',
      '## Tom',
      '# Tom Reyes',
      '- hair: red',
      '',
      '',
      '',
    ]);
  });

  it('leaves a rule over a line that is no key as it stands, and takes one space off a quote', () => {
    expect(obsidianAsMarkdown('text\n---\nplain line\n---\n>  two\n').split('\n')).toEqual([
      'text',
      '---',
      'plain line',
      '---',
      ' two',
      '',
    ]);
  });

  it('writes callouts’ titles as sentences, quotes without their marks, and fields with any bullet', () => {
    const notes = '> [!note] Keeper:\n> [!info]- The lamp.\n>no space\n> [!tip]+\n* eyes:: grey\nsomething::x\n';
    expect(obsidianAsMarkdown(notes).split('\n')).toEqual([
      'Keeper.',
      'The lamp.',
      'no space',
      '',
      '- eyes: grey',
      '- something: x',
      '',
    ]);
    expect(obsidianAsMarkdown('a %% x %% b %% y %% c\n---\n').split('\n')).toEqual(['a  b  c', '---', '']);
  });
});

describe('reStructuredText', () => {
  it('needs a letter over an underline, a field with a value, a directive’s two stops and space, or a table', () => {
    expect(isRst('====\nCast\n\n:Eyes: grey\n')).toBe(false);
    expect(isRst('1234\n====\n:Eyes: grey\n')).toBe(false);
    expect(isRst(':Eyes:\n.. note:: kept\n')).toBe(false);
    expect(isRst(':Eyes: grey\n.. note:: kept\n')).toBe(true);
    expect(isRst('Cast\n==\n.. note:: kept\n')).toBe(false);
    expect(isRst('.. note:: kept\nCast\n====\n')).toBe(true);
    expect(isRst('..note:: kept\nCast\n====\n')).toBe(false);
    expect(isRst('=====  =====\n.. note:: kept\n')).toBe(true);
    expect(isRst('=====\n.. note:: kept\n')).toBe(false);
    expect(isRst('+---+\n.. note:: kept\n')).toBe(true);
  });

  it('writes inline literals, links and roles as their text', () => {
    expect(rstAsMarkdown('Use ``code`` and `Mara <http://x>`_ and :ref:`Tom` and `Anna <x>`__', () => false)).toBe(
      'Use code and Mara and Tom and Anna',
    );
  });

  it('levels overlined titles apart from underlined ones of the same mark', () => {
    const rst = '=====\nThe Lamp\n=====\n\nCast\n=====\n\n-----\nPart\n-----\n';
    expect(rstAsMarkdown(rst, () => false).split('\n')).toEqual([
      '',
      '# The Lamp',
      '',
      '',
      '## Cast',
      '',
      '',
      '',
      '### Part',
      '',
      '',
    ]);
  });

  it('takes no title from an underline much shorter than the line, or under an indented line', () => {
    expect(rstAsMarkdown('Long title here\n===\n\nAnn\n===\n\n  Cast\n  ====\n', () => false).split('\n')).toEqual([
      'Long title here',
      '===',
      '',
      '# Ann',
      '',
      '',
      'Cast',
      '====',
      '',
    ]);
  });

  it('takes no title between marks that differ or over no letter, and an underline from seven tenths of its line', () => {
    expect(rstAsMarkdown('=====\nTitle\n-----\n', () => false).split('\n')).toEqual(['=====', '# Title', '', '']);
    expect(rstAsMarkdown('=====\n1234\n=====\n', () => false).split('\n')).toEqual(['=====', '1234', '=====', '']);
    expect(rstAsMarkdown('Abcdefghij\n=======\n\nKlmnopqrst\n======\n', () => false).split('\n')).toEqual([
      '# Abcdefghij',
      '',
      '',
      'Klmnopqrst',
      '======',
      '',
    ]);
  });

  it('gives headings six levels at most, in the order of their marks', () => {
    const rst = 'A\n===\n\nB\n---\n\nC\n~~~\n\nD\n^^^\n\nE\n"""\n\nF\n\'\'\'\n\nG\n```\n';
    expect(
      rstAsMarkdown(rst, () => false)
        .split('\n')
        .filter((l) => l !== ''),
    ).toEqual(['# A', '## B', '### C', '#### D', '##### E', '###### F', '###### G']);
  });

  it('blanks directives and comments, keeps their text, and writes a field with no value bare', () => {
    expect(rstAsMarkdown('.. note::\n   The keeper.\n..\n:Eyes: grey\n:Age:\n', () => false).split('\n')).toEqual([
      '',
      'The keeper.',
      '',
      '- Eyes: grey',
      '- Age:',
      '',
    ]);
  });

  it('blanks a group’s title over a dashed entry, bolds a label over two lines, and keeps terms that end in a stop', () => {
    const rst = 'Minor\n    Dr. Priya Raman — the doctor\n\nEyes\n    grey\n    more\n\nNotes:\n    x\n- item\n    y\n';
    expect(rstAsMarkdown(rst, (t) => t === 'Eyes').split('\n')).toEqual([
      '',
      'Dr. Priya Raman — the doctor',
      '',
      '**Eyes**',
      'grey',
      'more',
      '',
      'Notes:',
      'x',
      '- item',
      'y',
      '',
    ]);
  });

  it('reads the rows of a simple table past a blank line between them', () => {
    const rst =
      'Cast\n====\n\n=========  =====\nName       Eyes\n=========  =====\nMara Voss  grey\n\nTom Hale   brown\n=========  =====\n';
    const people = parseBible(rst, ENGLISH).characters;
    expect(people.map((c) => [c.name, c.fields.eyes?.value, c.fields.eyes?.line])).toEqual([
      ['Mara Voss', 'grey', 7],
      ['Tom Hale', 'brown', 9],
    ]);
  });

  it('reads a simple table by the columns of its border, a cell past its border and an empty cell too', () => {
    const rst =
      '=====  ====  =====\nName   Age   Eyes\n=====  ====  =====\nMara   34    grey and long\nTom    60\n\n=====  ====  =====\n\nAfter\n';
    expect(rstAsMarkdown(rst, () => false).split('\n')).toEqual([
      '',
      '| Name | Age | Eyes |',
      '| --- | --- | --- |',
      '| Mara | 34 | grey and long |',
      '| Tom | 60 |  |',
      '|  |  |  |',
      '',
      '',
      'After',
      '',
    ]);
    expect(
      rstAsMarkdown('=====  ====\nName   Age\n=====  ====\nMara   34\n=====  ====', () => false).split('\n'),
    ).toEqual(['', '| Name | Age |', '| --- | --- |', '| Mara | 34 |', '']);
  });
});

describe('an outline kept by indentation', () => {
  it('needs five lines, a third of them indented, and hardly any markdown', () => {
    expect(isIndentOutline('CAST\n  Mara\n  Tom\nPLACES\n')).toBe(false);
    expect(isIndentOutline('CAST\n  Mara\nPLACES\nTIMES\nTHINGS\nNOTES\n')).toBe(false);
    expect(isIndentOutline('CAST\n  Mara\nPLACES\n  Lamp\nNOTES\nTHINGS\n')).toBe(true);
    expect(isIndentOutline('CAST\n\tMara\nPLACES\n\tLamp\nNOTES\n')).toBe(true);
    expect(isIndentOutline('CAST\n  Mara\nPLACES\n  Lamp\nNOTES\n- a list\n')).toBe(false);
    // One line in ten may open with markdown's marks (a title), no more.
    const nine = 'CAST\n  Mara\n  Tom\nPLACES\n  Lamp\n  Quay\nNOTES\n  dusk\n  fog\n';
    expect(isIndentOutline(`# Bible\n${nine}`)).toBe(true);
    expect(isIndentOutline(`# Bible\n${nine}- a list\n`)).toBe(false);
  });

  it('heads each top line over others, and gives each part of a line its label', () => {
    const outline = 'CAST\n  Mara Voss\n    eyes grey; hair black\n    keeper\nPLACES\n  The Lamp\n    tall\n';
    expect(indentOutlineAsMarkdown(outline, BARE).split('\n')).toEqual([
      '## CAST',
      '### Mara Voss',
      '- eyes: grey; hair: black',
      '- keeper',
      '## PLACES',
      '### The Lamp',
      '- tall',
      '',
    ]);
  });

  it('counts a tab as four spaces, and keeps a line that labels itself', () => {
    expect(
      indentOutlineAsMarkdown('CAST\n\tMara Voss\n\t\teyes grey\n\t\t\tdeep\n  Tom: keeper\n', BARE).split('\n'),
    ).toEqual(['# CAST', '### Mara Voss', '- eyes: grey', '- deep', '  Tom: keeper', '']);
  });

  it('leaves a line that ends in its colon as it stands, and lists one with a colon inside a word', () => {
    expect(indentOutlineAsMarkdown('CAST\n  Mara Voss:\n    keeper\n    seen 10:30\n', BARE).split('\n')).toEqual([
      '# CAST',
      '  Mara Voss:',
      '- keeper',
      '- seen 10:30',
      '',
    ]);
  });

  it('heads only the two levels under a title, and lists the lines under a blank one', () => {
    expect(
      indentOutlineAsMarkdown('BOOK\n  CAST\n    Mara\n      Deep\n        deeper\n    hair: red\n', BARE).split('\n'),
    ).toEqual(['# BOOK', '## CAST', '### Mara', '- Deep', '- deeper', '    hair: red', '']);
    expect(indentOutlineAsMarkdown('BOOK\n\n  CAST\n\n    Mara\n', BARE).split('\n')).toEqual([
      '# BOOK',
      '',
      '## CAST',
      '',
      '- Mara',
      '',
    ]);
    expect(indentOutlineAsMarkdown('Mara\nTom\n  x\n', BARE).split('\n')).toEqual(['Mara', '## Tom', '- x', '']);
  });
});
