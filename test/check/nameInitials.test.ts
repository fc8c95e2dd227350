import { describe, expect, it } from 'vitest';
import { initialSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name changed before a surname the book writes after an initial
 * ("Mr. Lister", a letter signed "R. Quayle", then once "Simon Quayle"),
 * written for these tests in several shapes, with families and relatives that
 * stay quiet.
 */

const LETTER = '> *Madam, I shall call on Tuesday to see the accounts. Yours faithfully, R. Quayle.*';
const TITLED = 'Mr. Quayle comes at noon. Mr. Quayle reads the accounts and says nothing. Nell brings him tea.';

const slips = (files: Record<string, string>, bible = '') =>
  initialSlips(manuscriptOf(files, bible), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a first name that is not the initial the book gives', () => {
  const changed: Array<[string, string]> = [
    ['opening a sentence', 'Simon Quayle is a tall stooping man with a cold.'],
    ['inside a sentence', 'At the door stands Simon Quayle, hat in hand.'],
    ['after a title', 'The inspector, Mr. Simon Quayle, wipes his spectacles.'],
  ];
  for (const [name, text] of changed)
    it(`reports it ${name}, with the initial on the other side`, () => {
      expect(slips(chaptersOf(`Nell reads the letter.\n\n${LETTER}`, TITLED, text))).toEqual([
        expect.stringMatching(/^chapter_03\.md:3 "Simon Quayle" here; chapter_01\.md:5 has "R\. Quayle"/),
      ]);
    });

  it('files it among the names', () => {
    const m = manuscriptOf(chaptersOf(`Nell reads the letter.\n\n${LETTER}`, TITLED, 'Simon Quayle sits down.'));
    expect(initialSlips(m, ENGLISH).map((f) => f.category)).toEqual(['names']);
  });

  it('reports it when the initial comes after the slip (a log line at the end)', () => {
    const log = '> Sat. 3 Oct. Fine. Mr. R. Quayle left at nine.';
    expect(slips(chaptersOf(TITLED, 'Simon Quayle sits down at the desk.', log))).toHaveLength(1);
  });

  it('stays quiet on the right name, a family, a relative, a name used often, and a nickname of kin', () => {
    const quiet = [
      // The initial's own letter.
      'Robert Quayle is a tall stooping man.',
      // A relative brought in as one.
      'His wife, Anne Quayle, writes to him every day.',
      'Her brother Simon Quayle keeps the shop.',
      // What someone is to a speaker.
      'Mam Quayle sends a cake up.',
    ];
    for (const text of quiet) expect(slips(chaptersOf(`${LETTER}`, TITLED, text)), text).toEqual([]);
    // A second man of that name, called by his first name often: a son, not a slip.
    const son = 'Simon Quayle carries the bags. Simon nods. Simon goes down. Simon waves.';
    expect(slips(chaptersOf(LETTER, TITLED, son))).toEqual([]);
    // Two initials of two letters: two people.
    const two = '> Signed, R. Quayle and T. Quayle.';
    expect(slips(chaptersOf(LETTER, TITLED, `${two}\n\nSimon Quayle sits down.`))).toEqual([]);
    // A Mr. and a Mrs.: a couple, the given names may be either's.
    expect(slips(chaptersOf(LETTER, `${TITLED} Mrs. Quayle waves.`, 'Simon Quayle sits down.'))).toEqual([]);
    // A title is no surname: "W. Mr." in a log line and "London Mr." in a sentence are no two given names of "Mr".
    const log = '> Wind W. Mr. R. Quayle left at nine.';
    expect(slips(chaptersOf(log, TITLED, 'In London Mr. Quayle waits for the train.'))).toEqual([]);
    // No initial anywhere: a nickname beside a full name is no slip of this kind.
    expect(slips(chaptersOf(TITLED, 'Robert Quayle sits.', 'Bobby Quayle sits down.'))).toEqual([]);
  });
});

describe('a run of initials and a middle name', () => {
  // Signed with two initials ("E. J. Marrack"); told in full with a middle name ("Edith Jane Marrack").
  const signed = '> *Read over and signed, E. J. Marrack.*';
  const titled = 'Miss Marrack keeps the school. Miss Marrack rings the bell at nine and the children come in.';

  it('reads the first initial of "E. J. Marrack" as the given name’s, not the middle one', () => {
    expect(slips(chaptersOf(titled, 'Miss Edith Marrack sits down at the desk.', signed))).toEqual([]);
    expect(slips(chaptersOf(titled, 'Edith Jane Marrack. I am thirty-one.', signed))).toEqual([]);
  });

  it('reads no rank the language does not know as a given name before one it does', () => {
    const record =
      'There appeared before the undersigned, Vice-consul Ramón Ortega, the persons named below. Mr. Ortega wrote it down.';
    expect(
      slips(chaptersOf('Mr. Ortega came at noon. Mr. Ortega read the papers.', record, '> Signed, R. Ortega.')),
    ).toEqual([]);
  });

  it('still reports a given name of another letter than the first initial', () => {
    expect(slips(chaptersOf(titled, 'Miss Joan Marrack sits down at the desk.', signed))).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Joan Marrack" here; chapter_03\.md:3 has "E\. Marrack"/),
    ]);
  });
});
