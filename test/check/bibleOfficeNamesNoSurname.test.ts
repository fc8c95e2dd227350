import { describe, expect, it } from 'vitest';
import { bibleTitledSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A doctor in the text held to the bible's doctor of the same letter: a bible name that is the title alone
 * ("Doctor") gives no surname to hold anyone to, and letters after the name ("Dr. Ruth Fenwick MD") are no surname:
 * the word before them is; neither is a given name before a surname in capitals ("Dr. Ruth FENWICK"), nor a title
 * with letters alone ("Doctor MRCP") (src/check/checks/nameSlips.ts, bibleTitledSurnameSlips). Texts and bibles
 * written for these tests.
 */

const doctors = (bible: string, later: string) =>
  bibleTitledSurnameSlips(
    manuscriptOf(chaptersOf('Dr. Fenwick came on Tuesdays.', 'The ferry was late again.', later), bible),
    ENGLISH,
  ).map((f) => f.message);

describe("the bible's doctor", () => {
  it('named by the title alone is no doctor "D…" that "Dr. Dunmore" slips from', () => {
    const bible = "## Characters\n\n### Doctor\n- the ship's doctor; no one uses her name\n";
    expect(doctors(bible, 'Dr. Dunmore came from the village in his car.')).toEqual([]);
  });

  it('with "MD" after her name is no doctor "M…" that "Dr. Murray" slips from', () => {
    const bible = '## Characters\n\n### Dr. Ruth Fenwick MD\n- the island doctor\n';
    expect(doctors(bible, 'Dr. Murray came from the village in his car.')).toEqual([]);
  });

  it('with "MD" after her name still holds "Dr. Fenner" to her surname', () => {
    const bible = '## Characters\n\n### Dr. Ruth Fenwick MD\n- the island doctor\n';
    expect(doctors(bible, 'Dr. Fenner came from the village in his car.')).toEqual([
      '"Dr Fenner" here, the only Fenner in the book; the bible\'s only Dr of that letter is "Dr. Ruth Fenwick MD" (bible.md:3)',
    ]);
  });

  it('still holds "Dr. Fenner" to a bible\'s "Dr. Ruth Fenwick"', () => {
    const bible = '## Characters\n\n### Dr. Ruth Fenwick\n- the island doctor\n';
    expect(doctors(bible, 'Dr. Fenner came from the village in his car.')).toEqual([
      '"Dr Fenner" here, the only Fenner in the book; the bible\'s only Dr of that letter is "Dr. Ruth Fenwick" (bible.md:3)',
    ]);
  });

  it('with her surname in capitals gives her given name to no "Dr. R…": "Dr. Rudd" is another doctor', () => {
    const bible = '## Characters\n\n### Dr. Ruth FENWICK\n- the island doctor\n';
    expect(doctors(bible, 'Dr. Rudd came from the village in his car.')).toEqual([]);
  });

  it('known by the title and letters alone ("Doctor MRCP") is no doctor "D…" that "Dr. Dunmore" slips from', () => {
    const bible = "## Characters\n\n### Doctor MRCP\n- the ship's doctor; no one uses her name\n";
    expect(doctors(bible, 'Dr. Dunmore came from the village in his car.')).toEqual([]);
  });
});
