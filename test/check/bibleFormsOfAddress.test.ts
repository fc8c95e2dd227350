import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "Forms of address: Nena; Dona Inês (the boatmen); Mrs. Carvalho.": the names someone is called by, not where they
 * live; the stop that ends the list is no part of the last name. Texts written for these tests.
 */

const entry = (line: string) =>
  parseBible(
    canonicalBible(`## Characters\n\n**Ines Carvalho**\n- Keeper; 44.\n- ${line}\n`, ENGLISH)
      .map((l) => l.text)
      .join('\n'),
    ENGLISH,
  ).characters[0];

describe('forms of address', () => {
  it('reads the names someone is addressed by as theirs, and no home', () => {
    const ines = entry('Forms of address: Nena; Dona Inês (the boatmen); Mrs. Carvalho.');
    expect(ines?.names).toEqual(expect.arrayContaining(['Nena', 'Dona Inês', 'Mrs. Carvalho']));
    expect(ines?.names).not.toContain('Mrs. Carvalho.');
    expect(ines?.fields.home).toBeUndefined();
  });

  it('keeps a title’s stop at the end of the list', () => {
    expect(entry('Also called: Nena, the Widow, Mrs.')?.names).toContain('Mrs.');
  });
});
