import { describe, expect, it } from 'vitest';
import { initialSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Auntie Quayle", "Zia Quayle": what someone is to the speaker, written with a capital before the surname, is no
 * given name changed from the initial the book gives ("R. Quayle"); a real first name there still is
 * (src/check/checks/nameSlips.ts, initialSlips). Texts written for these tests.
 */

const LETTER = '> *Madam, I shall call on Tuesday to see the accounts. Yours faithfully, R. Quayle.*';
const TITLED = 'Mr. Quayle comes at noon. Mr. Quayle reads the accounts and says nothing. Nell brings him tea.';

const slips = (...texts: string[]) =>
  initialSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a kin word before a surname the book writes after an initial', () => {
  it('is no first name: Auntie, Aunty, Zia', () => {
    for (const kin of ['Auntie', 'Aunty', 'Zia'])
      expect(slips(LETTER, TITLED, `${kin} Quayle sends a cake up.`), kin).toEqual([]);
  });

  it('while a given name in its place is reported', () => {
    expect(slips(LETTER, TITLED, 'Simon Quayle sends a cake up.')).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 "Simon Quayle" here; chapter_01\.md:3 has "R\. Quayle"/),
    ]);
  });
});
