import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A boat's or a paper's name set in italics after "the" ("the *Agios Nikolaos*") is no one's surname: "Saint
 * Nicholas" on an icon is no slip of it. A name in italics standing alone is a signature, still someone's name.
 * Texts written for these tests.
 */

const names = (...texts: string[]) =>
  checkNames(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const boat =
  'The *Agios Nikolaos* came in at dawn. We watched the *Agios Nikolaos* from the mole.\n\nBy noon the *Agios Nikolaos* was unloading, and the *Agios\nNikolaos* sailed again at four.';

describe("a boat's name in italics", () => {
  it('is no surname a saint on an icon slips from', () => {
    expect(names(boat, "It was a silver icon of Saint Nicholas, the sailors' saint, on a thin chain.")).toEqual([]);
  });

  it('is read as a name when it stands in no italics', () => {
    const plain = boat.replace(/\*/g, '');
    expect(names(plain, "It was a silver icon of Saint Nicholas, the sailors' saint, on a thin chain.")).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Saint Nicholas" here; .*"Nikolaos"/),
    ]);
  });
});

describe('a name in italics alone, a signature', () => {
  it('is still the name a slip is read against', () => {
    const letters =
      'Tomás Iturbe wrote from Bilbao. Don Tomás Iturbe sent the money.\n\nThe letter ended:\n\n*Tomás Iturbe*\n\nThen he came himself.';
    expect(names(letters, 'In the morning Don Tomás Ituarte was at the gate.')).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Tomás Ituarte" here; .* spells the surname "Iturbe"/),
    ]);
  });
});
