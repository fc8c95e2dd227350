import { describe, expect, it } from 'vitest';
import {
  bibleFirstNameSlips,
  firstNameSlips,
  initialSlips,
  strayFirstNameSlips,
  surnameSlips,
  surnameSwaps,
  titledFirstNameSlips,
} from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The edges of the name slips: where a name stands (only spaces before it, not a heading, not after a month or an
 * adverb), how often each spelling must be seen, and which side a finding takes, with texts written for these tests.
 */

const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line} ${f.confidence}`);
const said = (found: Finding[]) => found.map((f) => `${f.file}:${f.line} ${f.message}`);

// Tarrant named four times after a first name, a title and a nickname.
const TARRANT =
  'Joe Tarrant came up the hill with his cart.\n\n"Mr Tarrant," said Nell, "you owe threepence."\n\nOld Tarry Tarrant only laughed, and Joe Tarrant paid.';

const tarrent = (...later: string[]) => where(surnameSlips(manuscriptOf(chaptersOf(TARRANT, ...later)), ENGLISH));

describe('where a surname slip stands', () => {
  it('is only after a capitalised word with spaces alone between them', () => {
    // A lower-case word between them: no name of two words.
    expect(tarrent('Joseph met Tarrent at the gate.')).toEqual([]);
    expect(tarrent('Joseph, Tarrent and Nell went down.')).toEqual([]);
    // Two spaces are spaces still.
    expect(tarrent('She married Jo  Tarrent in May.')).toEqual(['chapter_02.md:3 0.8']);
    // A first name with an apostrophe inside is a first name, only one ending in "'s" a possessive.
    expect(tarrent("She married Da'shawn Tarrent in May.")).toEqual(['chapter_02.md:3 0.8']);
  });

  it('is not after an adverb opening a sentence, or a month', () => {
    expect(tarrent('Suddenly Tarrent paid.')).toEqual([]);
    expect(tarrent('In March Tarrent paid.')).toEqual([]);
  });

  it('is a middle name only when spaces alone stand between it and the surname after', () => {
    expect(tarrent('She married Jo Tarrent, Bell said.')).toEqual(['chapter_02.md:3 0.8']);
    expect(tarrent('She married Jo Tarrent  Bell in May.')).toEqual([]);
  });

  it('is never a title ("Good Lord!" beside "Mr Lorde")', () => {
    const lorde = 'Mr Lorde came. Mr Lorde sat. Mr Lorde spoke. Tom Lorde left.';
    expect(where(surnameSlips(manuscriptOf(chaptersOf(lorde, '"Good Lord!" Nell cried.')), ENGLISH))).toEqual([]);
  });
});

describe('how often a surname slip and its right spelling are seen', () => {
  it('takes a spelling seen three times as another name, even beside one seen nine times', () => {
    const often = `${TARRANT} ${TARRANT} Mr Tarrant waved.`;
    const thrice = ['Then Joe Tarrent paid.', 'Then Joe Tarrent paid.', 'Then Joe Tarrent paid.'];
    expect(where(surnameSlips(manuscriptOf(chaptersOf(often, ...thrice)), ENGLISH))).toEqual([]);
  });

  it('is surer of a slip made twice when one of the two stands after the first name the right one has', () => {
    const found = surnameSlips(
      manuscriptOf(chaptersOf(`${TARRANT} ${TARRANT}`, 'Mr Joseph Tarrent wrote.', 'Joe Tarrent paid.')),
      ENGLISH,
    );
    expect(where(found)).toEqual(['chapter_02.md:3 0.85', 'chapter_03.md:3 0.85']);
  });
});

// Aunt Mabel named five times; the book's other aunt once.
const MABEL = [
  'Aunt Mabel is on the verandah in her cardigan.',
  'In the kitchen Aunt Mabel pours the tea.',
  'I read the letter to Aunt Mabel after supper.',
  'Aunt Mabel listens with her eyes shut.',
  'The doctor is in with Aunt Mabel for an hour.',
];

const aunts = (...texts: string[]) => said(titledFirstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH));

describe('a first name changed under a title of kinship, at its edges', () => {
  it('is found where the slip comes first, and counts the other uses in its message', () => {
    expect(aunts('Aunt Edna is asleep in her chair.', MABEL.join(' '))).toEqual([
      'chapter_01.md:3 "Aunt Edna" here, once; chapter_02.md:3 and 4 more call her "Aunt Mabel"',
    ]);
  });

  it('wants the other four times: found beside four, not beside three', () => {
    expect(aunts(MABEL.slice(0, 4).join(' '), 'Aunt Edna is asleep.')).toHaveLength(1);
    expect(aunts(MABEL.slice(0, 3).join(' '), 'Aunt Edna is asleep.')).toEqual([]);
  });

  it('stays quiet on a second aunt named twice beside one named eight times', () => {
    const eight = [...MABEL, ...MABEL.slice(0, 3)].join(' ');
    expect(aunts(eight, 'Aunt Edna writes.', 'Aunt Edna writes again.')).toEqual([]);
  });

  it('stays quiet on a name also written as a word, and on one with a surname after it', () => {
    expect(aunts(MABEL.join(' '), 'Aunt Rose is asleep. The rose is red.')).toEqual([]);
    expect(aunts(MABEL.join(' '), "Aunt Edna O'Neill writes from Hobart.")).toEqual([]);
  });

  it('reads only titles of kinship: a first name before a surname is no title', () => {
    const joe = 'Joe Tarrant came. Joe Tarrant sat. Joe Tarrant spoke. Joe Tarrant left.';
    expect(aunts(joe, 'Joe Tarrent paid.')).toEqual([]);
  });
});

const gaunt = (...texts: string[]) => said(firstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH));

describe('a first name changed before a surname, at its edges', () => {
  it('is told at the first of the two in the same chapter', () => {
    expect(gaunt('Edward Gaunt came. Mr Gaunt sat.\n\nEdmund Gaunt left.')).toEqual([
      'chapter_01.md:3 "Edward Gaunt" here; chapter_01.md:5 calls them "Edmund Gaunt" (no other Gaunt is named)',
    ]);
  });

  it('is told at the name first seen when both are seen twice', () => {
    const found = gaunt('Edward Gaunt came.\n\nEdmund Gaunt sat.\n\nEdmund Gaunt rose.\n\nEdward Gaunt left.');
    expect(found).toEqual([
      'chapter_01.md:3 "Edward Gaunt" here; chapter_01.md:5 calls them "Edmund Gaunt" (no other Gaunt is named)',
      'chapter_01.md:9 "Edward Gaunt" here; chapter_01.md:5 calls them "Edmund Gaunt" (no other Gaunt is named)',
    ]);
  });

  it('takes either name used alone once, or twice with the surname', () => {
    expect(gaunt('Edward Gaunt came. Edward sat.', 'Edmund Gaunt left.')).toHaveLength(1);
    expect(gaunt('Edward Gaunt came.', 'Edmund Gaunt left. Edmund sat.')).toHaveLength(1);
    expect(gaunt('Edward Gaunt came.', 'Edmund Gaunt left.', 'Edmund Gaunt sat.')).toHaveLength(1);
  });

  it('stays quiet when either name is seen three times with the surname, or twice alone', () => {
    expect(gaunt('Edward Gaunt came.', 'Edmund Gaunt left. Edmund Gaunt sat. Edmund Gaunt rose.')).toEqual([]);
    expect(gaunt('Edward Gaunt came. Edward Gaunt sat. Edward Gaunt rose.', 'Edmund Gaunt left.')).toEqual([]);
    expect(gaunt('Edward Gaunt came. Edward sat. Edward rose.', 'Edmund Gaunt left.')).toEqual([]);
    expect(gaunt('Edward Gaunt came.', 'Edmund Gaunt left. Edmund sat. Edmund rose.')).toEqual([]);
  });

  it('takes names two letters apart in length, not three, and no surname also written as a word', () => {
    expect(gaunt('Jon Gaunt came.', 'Jonah Gaunt left.')).toHaveLength(1);
    expect(gaunt('Jo Gaunt came.', 'Jonah Gaunt left.')).toEqual([]);
    expect(gaunt('Edward Banks came.', 'Edmund Banks left by the river banks.')).toEqual([]);
  });
});

const LETTER = '> *Madam, I shall call on Tuesday to see the accounts. Yours faithfully, R. Quayle.*';
const TITLED = 'Mr. Quayle comes at noon. Mr. Quayle reads the accounts and says nothing. Nell brings him tea.';

const initials = (bible: string, ...texts: string[]) =>
  said(initialSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH));

describe('a first name against the initial, at its edges', () => {
  it("reads the bible's given name past its title, and is quiet when the bible's is of another letter", () => {
    const found = initials('## Characters\n\n### Mr. Robert Quayle\n', LETTER, TITLED, 'Simon Quayle sits down.');
    expect(found).toEqual([
      'chapter_03.md:3 "Simon Quayle" here; chapter_01.md:3 has "R. Quayle", and no other Quayle is named',
    ]);
    expect(initials('## Characters\n\n### Thomas Quayle\n', LETTER, TITLED, 'Simon Quayle sits down.')).toEqual([]);
  });

  it('is found twice for a name used twice, and beside a name used alone once', () => {
    expect(initials('', LETTER, TITLED, 'Simon Quayle sits down.', 'Simon Quayle stands.')).toHaveLength(2);
    expect(initials('', LETTER, TITLED, 'Simon Quayle sits down. Simon nods.')).toHaveLength(1);
  });

  it('takes no rank of capitals for an initial, and no surname also written as a word', () => {
    const ranked = 'DS Quayle comes at noon. DS Quayle reads the accounts.';
    expect(initials('', ranked, 'Simon Quayle sits down.')).toEqual([]);
    const banks = '> Yours faithfully, R. Banks.';
    expect(initials('', banks, 'Simon Banks sits down by the river banks.')).toEqual([]);
  });
});

// Mark Whitfield, named seven times in all.
const MARK = [
  'Mark Whitfield came out onto the porch. Mark lifted a hand. Nell waved back.',
  'Mark carried her bag up the steps. Mark talked about the roof all through supper.',
  'In the morning Mark made coffee, and Mark Whitfield read the paper.',
];

const stray = (...texts: string[]) => said(strayFirstNameSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH));

describe('a first name changed once beside one named often, at its edges', () => {
  it('is found where the slip comes first in the book', () => {
    expect(stray('Matt Whitfield drove her to the station.', ...MARK)).toEqual([
      'chapter_01.md:3 "Matt Whitfield" here, once; chapter_02.md:3 calls them "Mark Whitfield" (6 times "Mark" in all, and no other Whitfield is named)',
    ]);
  });

  it('wants the other named five times in all: found beside five, not four', () => {
    const five = 'Mark Whitfield came. Mark sat. Mark ate. Mark slept. Mark Whitfield left.';
    expect(stray(five, 'Matt Whitfield drove her.')).toHaveLength(1);
    // Four, and written in full once: a full name written twice is the other way to be the book's own (nameFullTwice).
    const four = 'Mark Whitfield came. Mark sat. Mark slept. Mark left.';
    expect(stray(four, 'Matt Whitfield drove her.')).toEqual([]);
  });

  it('stays quiet on a name used alone too, a role, an initial, a surname also a word', () => {
    expect(stray(...MARK, 'Matt Whitfield drove her. Matt laughed.')).toEqual([]);
    expect(stray(...MARK, 'Mam Whitfield sent a cake up.')).toEqual([]);
    // A word of kinship before the surname, of the other's letter: "Cousin Whitfield" beside "Clara Whitfield".
    const clara = MARK.map((t) => t.replaceAll('Mark', 'Clara'));
    expect(stray(...clara, 'Cousin Whitfield sent a cake up.')).toEqual([]);
    expect(stray(...clara, 'Carla Whitfield sent a cake up.')).toHaveLength(1);
    expect(stray(...MARK, 'Matt Whitfield drove her.', '> Signed, J. Whitfield.')).toEqual([]);
    const fields = MARK.map((t) => t.replaceAll('Whitfield', 'Fields'));
    expect(stray(...fields, 'Matt Fields drove her past the fields.')).toEqual([]);
  });
});

const NAIR = '## Characters\n\n### Dr. Priya Nair\n- role: the doctor\n';
const nair = (bible: string, ...texts: string[]) =>
  said(bibleFirstNameSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH));

describe("a first name changed against the bible's one bearer, at its edges", () => {
  it("reads the bible's given name past its title, the text using it too", () => {
    expect(nair(NAIR, 'Priya Nair came at six. Dr. Nair sat.', 'Anita Nair phoned.')).toEqual([
      'chapter_02.md:3 "Anita Nair" here, once; the bible\'s only Nair is "Dr. Priya Nair" (bible.md:3)',
    ]);
  });

  it('wants a given name and a surname in the bible', () => {
    expect(nair('## Characters\n\n### Nair\n- role: the doctor\n', 'Anita Nair phoned.')).toEqual([]);
  });

  it('stays quiet on a name used twice, a name the bible gives another, a role, an initial, a couple, a word', () => {
    expect(nair(NAIR, 'Anita Nair phoned.', 'Anita Nair wrote.')).toEqual([]);
    expect(nair(`${NAIR}\n### Anita Shah\n- role: the nurse\n`, 'Anita Nair phoned.')).toEqual([]);
    expect(nair(NAIR, 'Mam Nair phoned.')).toEqual([]);
    expect(nair(NAIR, '> Signed, P. Nair.', 'Anita Nair phoned.')).toEqual([]);
    expect(nair(NAIR, 'Mr Nair and Mrs Nair came.', 'Anita Nair phoned.')).toEqual([]);
    const banks = '## Characters\n\n### Priya Banks\n- role: the doctor\n';
    expect(nair(banks, 'Anita Banks walked by the river banks.')).toEqual([]);
  });
});

const swaps = (...texts: string[]) => where(surnameSwaps(manuscriptOf(chaptersOf(...texts)), ENGLISH));

describe('a first name put before the wrong surname, at its edges', () => {
  it('wants the first name four times in all, the slip among them', () => {
    const four = 'Renzo Bianco ran the shed. Bastiano Gallo kept the gate. Renzo sang. Renzo Bianco went home.';
    expect(swaps(four, 'Renzo Gallo came last.')).toEqual(['chapter_02.md:3 0.6']);
    const three = 'Renzo Bianco ran the shed. Bastiano Gallo kept the gate. Renzo Bianco went home.';
    expect(swaps(three, 'Renzo Gallo came last.')).toEqual([]);
  });

  it('is found after the right name is given, not where it comes first, and is quiet on kin in its paragraph', () => {
    const yard = 'Renzo Bianco ran the shed. Bastiano Gallo kept the gate. Renzo sang. Renzo Bianco went home.';
    // Written before any "Renzo Bianco", "Renzo Gallo" is how another Renzo is brought in (two who share a name).
    expect(swaps('Renzo Gallo came first.', yard)).toEqual([]);
    expect(swaps(yard, 'Renzo Gallo came last.')).toEqual(['chapter_02.md:3 0.6']);
    // After the right name on the same line (one paragraph) is after it.
    expect(swaps(`${yard} Renzo Gallo came last.`, yard)).toEqual(['chapter_01.md:3 0.6']);
    expect(swaps(yard, 'Her cousin came too. Renzo Gallo came last.')).toEqual([]);
  });
});

describe('the readings every name slip shares', () => {
  it('takes only a near spelling for a surname slipped', () => {
    expect(tarrent('Nell Smith paid.')).toEqual([]);
  });

  it('reads a title of no gender beside one of a gender as one person', () => {
    expect(gaunt('Edward Gaunt came. Dr Gaunt sat. Mr Gaunt rose.', 'Edmund Gaunt left.')).toHaveLength(1);
  });

  it('takes no word also written in lower case for a given name', () => {
    expect(gaunt('Rose Gaunt came. She wore a rose.', 'Rosa Gaunt left.')).toEqual([]);
  });

  it('finds a swap after a kin word in an earlier paragraph, under a man’s title, and none split over a line', () => {
    const yard = 'Renzo Bianco ran the shed. Bastiano Gallo kept the gate. Mr Renzo Bianco sang. Renzo went home.';
    // Chapters without headings, so a kin word opens each in the paragraph before the slip.
    const kin = manuscriptOf({
      'chapter_01.md': `${yard}\n\nHis cousin came too.\n`,
      'chapter_02.md': 'Her mother came too.\n\nRenzo Gallo came last.\n',
    });
    expect(where(surnameSwaps(kin, ENGLISH))).toEqual(['chapter_02.md:3 0.6']);
    expect(swaps(yard, 'Then Renzo\nGallo came last.')).toEqual([]);
    expect(swaps(yard, 'Renzo Stone came last. Bastiano Stone waved, a stone in his shoe.')).toEqual([]);
  });

  it("finds a bible's slip after a kin word in an earlier paragraph or chapter", () => {
    const kin = manuscriptOf(
      {
        'chapter_01.md': 'Dr. Nair came.\n\nHis sister phoned.\n',
        'chapter_02.md': 'Her mother phoned.\n\nAnita Nair sat down.\n',
      },
      NAIR,
    );
    expect(said(bibleFirstNameSlips(kin, ENGLISH))).toEqual([
      'chapter_02.md:3 "Anita Nair" here, once; the bible\'s only Nair is "Dr. Priya Nair" (bible.md:3)',
    ]);
  });
});
