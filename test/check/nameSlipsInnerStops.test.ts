import { describe, expect, it } from 'vitest';
import { initialSlips, surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Full stops in and after the words before a surname: a name's own stop ("St.John") and a title's ("Mr."). */

describe('the word before a slipped surname', () => {
  it('is shown as written, its inner full stop kept', () => {
    const tarrant =
      'Joe Tarrant came up the hill with his cart.\n\n"Mr Tarrant," said Nell, "you owe threepence."\n\nOld Tarry Tarrant only laughed, and Joe Tarrant paid.';
    const found = surnameSlips(
      manuscriptOf(chaptersOf(tarrant, 'A complaint came from a Mr St.John Tarrent, carrier.')),
      ENGLISH,
    );
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_02.md:3 "St.John Tarrent" here; chapter_01.md:3 spells the surname "Tarrant" ("Joe Tarrant", 4 times in all)',
    ]);
  });
});

describe('a title written with a full stop after a word and an initial', () => {
  it('is no surname with a changed first name ("London Mr." beside "W. Mr.")', () => {
    const log = '> Wind W. Mr. R. Quayle left at nine.';
    const titled = 'Mr. Quayle comes at noon. Mr. Quayle reads the accounts and says nothing. Nell brings him tea.';
    const m = manuscriptOf(chaptersOf(log, titled, 'In London Mr. and Mrs. Quayle wait for the train.'));
    expect(initialSlips(m, ENGLISH)).toEqual([]);
  });
});
