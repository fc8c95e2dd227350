import { describe, expect, it } from 'vitest';
import { initialSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible that names someone by title and surname alone, typed with two spaces ("## Dr.  Quayle"), gives that
 * surname no first name: the book's "Simon Quayle" beside its "R. Quayle" is still reported
 * (src/check/checks/nameSlips.ts, initialSlips). Texts written for these tests.
 */

const LETTER = '> *Madam, I shall call on Tuesday to see the accounts. Yours faithfully, R. Quayle.*';
const TITLED = 'Mr. Quayle comes at noon. Mr. Quayle reads the accounts and says nothing. Nell brings him tea.';

describe('a bible name of a title and a surname, spaced twice', () => {
  it('lends the surname no given name, so the changed first name is reported', () => {
    const bible = '# Characters\n\n## Dr.  Quayle\n\n- eyes: grey\n';
    const m = manuscriptOf(chaptersOf(LETTER, TITLED, 'Simon Quayle sends a cake up.'), bible);
    // The name is kept as the text writes it, with one space.
    expect(m.bible.characters.map((c) => c.name)).toEqual(['Dr. Quayle']);
    expect(initialSlips(m, ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      expect.stringMatching(/^chapter_03\.md:3 "Simon Quayle" here; chapter_01\.md:3 has "R\. Quayle"/),
    ]);
  });
});
