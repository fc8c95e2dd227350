import { describe, expect, it } from 'vitest';
import { bedSlips, bibleFirstNameSlips, strayFirstNameSlips, surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Name slips at a few edges: a word in capitals (a placard) is no name, a rank in capitals before a surname is no
 * initial, the bible's side of a finding, and a bed emptied between its two occupants. Texts written for these tests.
 */

const TARRANT =
  'Joe Tarrant came up the hill with his cart.\n\n"Mr Tarrant," said Nell, "you owe threepence."\n\nOld Tarry Tarrant only laughed, and Joe Tarrant paid.';

describe('a word written in capitals', () => {
  it('is no spelling of a surname, however near it reads', () => {
    const placard = "Outside the mill the strikers' placards read MILL TYRANT MUST GO.";
    const m = manuscriptOf(chaptersOf(TARRANT, placard));
    expect(surnameSlips(m, ENGLISH)).toEqual([]);
  });
});

const MARK = [
  'Mark Whitfield came out onto the porch. Mark lifted a hand. Nell waved back.',
  'Mark carried her bag up the steps. Mark talked about the roof all through supper.',
  'In the morning Mark made coffee, and Mark Whitfield read the paper.',
];

describe('a first name changed once, beside a rank in capitals', () => {
  it('reads "DS Whitfield" as no initial of a third first name', () => {
    const m = manuscriptOf(
      chaptersOf(...MARK, 'Matt Whitfield drove her to the station at noon.', 'DS Whitfield took a statement.'),
    );
    expect(strayFirstNameSlips(m, ENGLISH).map((f) => `${f.file}:${f.line} ${f.confidence}`)).toEqual([
      'chapter_04.md:3 0.6',
    ]);
  });
});

describe("the bible's side of a first name changed", () => {
  it('is the bible entry: its file, line and name', () => {
    const bible = '## Characters\n\n### Dr. Priya Nair\n- role: the doctor\n';
    const m = manuscriptOf(chaptersOf('Priya Nair came at six. Dr. Nair sat.', 'Anita Nair phoned.'), bible);
    const found = bibleFirstNameSlips(m, ENGLISH);
    expect(found.map((f) => [f.file, f.line, f.against])).toEqual([
      ['chapter_02.md', 3, { file: 'bible.md', line: 3, evidence: 'Dr. Priya Nair' }],
    ]);
  });
});

describe('a bed emptied between its two occupants', () => {
  const BEFORE = 'Mr. Darrow in bed nine slept through the night.';
  const AFTER = 'Mr. Darrow in bed nine wanted his breakfast and his boots.';
  const slips = (text: string) =>
    bedSlips(manuscriptOf(chaptersOf(BEFORE, text, AFTER)), ENGLISH).map((f) => `${f.file}:${f.line}`);

  it('stays quiet when a paragraph between the two names strips the bed, either name first', () => {
    const stripped = 'At three the sheets of bed nine were stripped.';
    expect(
      slips(`At two Mr. Quill in bed nine began to wheeze.\n\n${stripped}\n\nAt six Mr. Darrow in bed nine slept.`),
    ).toEqual([]);
    expect(
      slips(`At two Mr. Darrow in bed nine slept.\n\n${stripped}\n\nAt six Mr. Quill in bed nine began to wheeze.`),
    ).toEqual([]);
  });

  it('reports the once-named one when nothing between empties the bed', () => {
    expect(
      slips(
        'At two Mr. Quill in bed nine began to wheeze.\n\nAt three the kettle boiled.\n\nAt six Mr. Darrow in bed nine slept.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });
});
