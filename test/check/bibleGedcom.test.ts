import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { gedcomAsMarkdown, gedcomDate, isGedcom } from '../../src/check/bibleGedcom.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a family tree (GEDCOM): the twenty-fifth blind set's was read as people called "The Hague",
 * "Polder" and "Log II", and its family as no one. A tree written for these tests.
 */

const TREE = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '1 NOTE Story bible kept as a family tree; the places and the timeline are shared notes.',
  '0 @I1@ INDI',
  '1 NAME Osric /Penhale/',
  '2 NICK Ossie',
  '2 NICK the skipper',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 4 JUN 1871',
  '1 OCCU Skipper of the lugger',
  '1 DSCR Grey eyes; black hair cut short; a scar on his',
  '2 CONC  left hand from a rope.',
  '1 DEAT',
  '2 DATE 14 OCT 1913',
  '2 PLAC Off the Manacles',
  '2 NOTE Drowned in chapter_04.md, the night of the gale.',
  '1 NOTE Married to Loveday in',
  '2 CONT 1898. See @N1@.',
  '0 @I2@ INDI',
  '1 NAME Loveday /Penhale/',
  '2 NPFX Mrs.',
  '1 SEX F',
  '1 RESI',
  '2 DATE FROM ABT 1898',
  '2 PLAC Quay Cottage, Porthvean',
  '1 NOTE @N2@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 NOTE The cottage has a blue door.',
  '0 @N1@ NOTE TIMELINE.',
  '1 CONT Monday 13 October 1913: the gale rises (ch. 4). Tuesday 14 October',
  '1 CONT 1913: the lugger lost.',
  '0 @N2@ NOTE Keeps the lamp lit in the window.',
  '0 @N3@ NOTE PLACES',
  '1 CONT Porthvean: the harbour village. The Manacles: the reef.',
  '0 TRLR',
].join('\n');

describe('a bible kept as a GEDCOM family tree', () => {
  it('is known by its HEAD and a person’s record', () => {
    expect(isGedcom(TREE)).toBe(true);
    expect(isGedcom('0 HEAD\n1 CHAR UTF-8\n0 TRLR\n')).toBe(false);
    expect(isGedcom('## Characters\n\n### Osric Penhale\n- Eyes: grey\n')).toBe(false);
  });

  it('writes its dates in words', () => {
    expect(gedcomDate('4 JUN 1871', ENGLISH.months)).toBe('4 June 1871');
    expect(gedcomDate('ABT 1898', ENGLISH.months)).toBe('about 1898');
    expect(gedcomDate('FROM 2 nov 1931 TO 27 MAY 1932', ENGLISH.months)).toBe('from 2 November 1931 to 27 May 1932');
  });

  it('writes each person as a heading over the facts the bible knows and the record’s prose', () => {
    const md = gedcomAsMarkdown(TREE, 'Characters', ENGLISH.months);
    expect(md).toContain(
      [
        '## Characters',
        '',
        '### Osric Penhale',
        '- Also known as: Ossie, the skipper',
        '- Gender: male',
        '- Born: 4 June 1871',
        '- Role: Skipper of the lugger',
        '- Died: 14 October 1913, Off the Manacles',
        '',
        'Grey eyes; black hair cut short; a scar on his left hand from a rope.',
        '',
        'Drowned in chapter_04.md, the night of the gale.',
        '',
        'Married to Loveday in 1898. See @N1@.',
      ].join('\n'),
    );
    // A title of the name's own record goes before it; a residence is where one lives; a NOTE that points at a shared
    // note is that note's words.
    expect(md).toContain(
      '### Mrs. Loveday Penhale\n- Gender: female\n\nLives at Quay Cottage, Porthvean (from about 1898).\n\nKeeps the lamp lit in the window.\n',
    );
  });

  it('keeps the head’s and the families’ notes as the bible’s notes, and a titled shared note as its section', () => {
    const md = gedcomAsMarkdown(TREE, 'Characters', ENGLISH.months);
    expect(md.startsWith('## Notes\n\nStory bible kept as a family tree;')).toBe(true);
    expect(md).toContain('\n\nThe cottage has a blue door.\n');
    expect(md).toContain(
      '## Timeline\n\n- Monday 13 October 1913: the gale rises (ch. 4).\n- Tuesday 14 October 1913: the lugger lost.\n',
    );
    expect(md).toContain('## Places\n\n- Porthvean: the harbour village.\n- The Manacles: the reef.\n');
    // The note a person's record points at is theirs, no section of its own.
    expect(md).not.toContain('## Keeps the lamp');
  });

  it('gives the checks the cast: names, short forms, gender, looks and the chapter of a death', () => {
    const bible = parseBible(TREE, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual(['Osric Penhale', 'Mrs. Loveday Penhale']);
    const [osric, loveday] = bible.characters;
    expect(osric?.gender).toBe('male');
    expect(loveday?.gender).toBe('female');
    expect(osric?.fields.eyes?.value.toLowerCase()).toBe('grey');
    expect(osric?.fields.hair?.value).toBe('black');
    expect(osric?.diesIn?.value).toBe(4);
    expect(osric?.names).toEqual(expect.arrayContaining(['Osric', 'Penhale', 'Ossie']));
  });

  it('keeps to what a record says: no title twice, no empty line of a fact not given, a stray line left out', () => {
    const md = gedcomAsMarkdown(
      [
        '0 HEAD',
        '2 NOTE A stray line under no parent.',
        '0 @I1@ INDI',
        '1 NAME Dr. Ansel /Quist/',
        '2 NPFX Dr.',
        '2 NICK',
        '1 SEX U',
        '1 DSCR',
        '1 BIRT',
        '2 PLAC Truro',
        '1 RESI',
        '2 DATE 1900',
        '1 EVEN',
        '2 TYPE Voyage',
        '3 NOTE A deep note of an event.',
        '1 DEAT',
        '2 NOTE Lost at sea.',
        '1 NOTE Keeps bees.',
        '3 CONT a line whose parent was closed',
        '0 @I2@ INDI',
        '1 NAME //',
        '1 NOTE No name was ever given.',
        '0 @N1@ NOTE A note of one line, no title.',
        '0 @N2@ NOTE SEEN BY ALL',
        '0 @N3@ NOTE',
        '0 TRLR',
      ].join('\n'),
      'Characters',
      ENGLISH.months,
    );
    expect(md).toBe(
      [
        '## Notes',
        '',
        'A note of one line, no title.',
        '',
        'SEEN BY ALL.',
        '',
        '## Characters',
        '',
        '### Dr. Ansel Quist',
        '- Died: yes, the date not given',
        '',
        'Lost at sea.',
        '',
        'Keeps bees.',
        '',
      ].join('\n'),
    );
  });

  it('gives a person the shared note their record points at, and keeps it out of the bible’s own notes', () => {
    const md = gedcomAsMarkdown(TREE, 'Characters', ENGLISH.months);
    expect(md.split('Keeps the lamp lit in the window.')).toHaveLength(2);
  });

  it('reads a pointer to a shared note with a space after it as that pointer', () => {
    const md = gedcomAsMarkdown(TREE.replace('1 NOTE @N2@', '1 NOTE @N2@ '), 'Characters', ENGLISH.months);
    expect(md.split('Keeps the lamp lit in the window.')).toHaveLength(2);
  });
});
