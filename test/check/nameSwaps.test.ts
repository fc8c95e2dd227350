import { describe, expect, it } from 'vitest';
import { surnameSwaps } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A first name put once before another family's surname ("Renzo Gallo" for Renzo Bianco), read from the text alone. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const where = (found: ReturnType<typeof surnameSwaps>) => found.map((f) => `${f.file}:${f.line}`);

// Renzo Bianco, the foreman, named in full and alone; the Gallos a family of their own.
const YARD =
  'Renzo Bianco ran the drying shed. Bastiano Gallo kept the gate.\n\nRenzo shouted at the boys, and Renzo laughed.\n\nBastiano Gallo said nothing. Renzo Bianco went home.';

describe('a first name put before the wrong surname', () => {
  it('is found, with the right full name on the other side and whose surname it took', () => {
    const found = surnameSwaps(book(YARD, 'Renzo Gallo came last, with the ledger.'), ENGLISH);
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'names',
        message:
          '"Renzo Gallo" here, once; chapter_01.md:3 calls them "Renzo Bianco" (2 times), and Gallo is Bastiano Gallo\'s surname',
        evidence: 'Renzo Gallo came last, with the ledger.',
        confidence: 0.6,
        against: { file: 'chapter_01.md', line: 3, evidence: 'Renzo Bianco ran the drying shed.' },
      },
    ]);
  });

  it('reads no title word as a family’s surname ("Bastiano Major", then "Renzo Major" once)', () => {
    const yard = YARD.replaceAll('Gallo', 'Major');
    expect(where(surnameSwaps(book(yard, 'Renzo Major came last, with the ledger.'), ENGLISH))).toEqual([]);
  });

  it('reads a short form as the same first name ("Bill Pruitt" and "William Pruitt"), also a word when its full name is written three times', () => {
    const pruitt =
      'Bill Pruitt was the lawyer. William Pruitt, Attorney, said his door. Arne Pedersen farmed.\n\nBill waved. Bill Pruitt sat down. Bill Pruitt frowned. He paid the bill.';
    expect(where(surnameSwaps(book(pruitt, 'Bill Pedersen gave her the key.'), ENGLISH))).toEqual(['chapter_02.md:3']);
  });

  it('wants the right surname written three times when the first name is also a word ("a bill")', () => {
    const once =
      'Bill Pruitt was the lawyer. Arne Pedersen farmed.\n\nBill waved. Bill sat. Bill frowned. He paid the bill.';
    expect(surnameSwaps(book(once, 'Bill Pedersen gave her the key.'), ENGLISH)).toEqual([]);
  });

  it('leaves alone a name used once, a family, a relative, a wedding and a woman titled', () => {
    // Renzo named only twice before: not yet someone the reader knows.
    const rare = 'Renzo Bianco ran the shed. Renzo sang. Bastiano Gallo kept the gate.';
    expect(surnameSwaps(book(rare, 'Renzo Gallo came last.'), ENGLISH)).toEqual([]);
    // A family: Bianco has another first name, so it is not Renzo's alone.
    expect(surnameSwaps(book(`${YARD} Maria Bianco sang.`, 'Renzo Gallo came last.'), ENGLISH)).toEqual([]);
    // Brought in as a relative, or with a wedding in the paragraph.
    expect(surnameSwaps(book(YARD, 'His cousin, Renzo Gallo, came last.'), ENGLISH)).toEqual([]);
    expect(surnameSwaps(book(YARD, 'Renzo Gallo, her twin, came last.'), ENGLISH)).toEqual([]);
    expect(surnameSwaps(book(YARD, 'After the wedding Renzo Gallo came last.'), ENGLISH)).toEqual([]);
    // "Mrs Lucia …": a woman may take her husband's name.
    const lucia =
      'Lucia Bianco ran the shed. Bastiano Gallo kept the gate.\n\nMrs Lucia Bianco laughed. Lucia sang. Lucia Bianco went home.';
    expect(surnameSwaps(book(lucia, 'Lucia Gallo came last.'), ENGLISH)).toEqual([]);
    // Two surnames written once each with no other owner: no direction to read.
    expect(surnameSwaps(book(YARD, 'Renzo Gallo came last. Renzo Moretti came too.'), ENGLISH)).toEqual([]);
    // Written twice: a second Renzo of the Gallos, named with care.
    expect(surnameSwaps(book(YARD, 'Renzo Gallo came last. Renzo Gallo sat.'), ENGLISH)).toEqual([]);
    // A surname no one else bears: a second Renzo, not Renzo Bianco's surname swapped.
    expect(surnameSwaps(book(YARD, 'Renzo Moretti came last.'), ENGLISH)).toEqual([]);
  });
});
