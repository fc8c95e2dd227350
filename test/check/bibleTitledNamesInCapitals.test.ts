import { describe, expect, it } from 'vitest';
import { bibleTitledSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A doctor in the text held to the bible's doctor of the same letter, where the bible writes the surname in capitals
 * ("Dr. Ruth FENWICK") or gives the doctor only letters after the title ("Doctor MRCP"): neither the given name nor
 * the title is a surname to hold another doctor to (src/check/checks/nameSlips.ts, bibleTitledSurnameSlips). Texts and
 * bibles written for these tests.
 */

const doctors = (bible: string, later: string) =>
  bibleTitledSurnameSlips(
    manuscriptOf(chaptersOf('Dr. Fenwick came on Tuesdays.', 'The ferry was late again.', later), bible),
    ENGLISH,
  ).map((f) => f.message);

describe("the bible's doctor", () => {
  it('with her surname in capitals gives her given name to no "Dr. R…": "Dr. Rudd" is another doctor', () => {
    const bible = '## Characters\n\n### Dr. Ruth FENWICK\n- the island doctor\n';
    expect(doctors(bible, 'Dr. Rudd came from the village in his car.')).toEqual([]);
  });

  it('known by the title and letters alone ("Doctor MRCP") is no doctor "D…" that "Dr. Dunmore" slips from', () => {
    const bible = "## Characters\n\n### Doctor MRCP\n- the ship's doctor; no one uses her name\n";
    expect(doctors(bible, 'Dr. Dunmore came from the village in his car.')).toEqual([]);
  });
});
