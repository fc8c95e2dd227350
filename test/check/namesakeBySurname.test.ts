import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two namesakes: the son of the house, "Peter Hale" once and "Peter" throughout, and a buyer, "Peter Strand" now and
 * then and "Strand" far more. The first name alone is the son's: the buyer's blue eyes are no change of the son's
 * brown ones. Where the buyer is not called by his surname three times, and three times as often as the son is by
 * his, the first name stays with the full name the text uses most, the buyer's, as it did before.
 */

const son = (n: number) =>
  Array.from({ length: n }, (_, i) => `Peter looked out at row ${i + 1} of the vines and said nothing.`).join(' ');
const times = (n: number, say: (i: number) => string) => Array.from({ length: n }, (_, i) => say(i)).join(' ');

function chapters(strandAlone: number, haleAlone = 0): Record<string, string> {
  return chaptersOf(
    `Peter Hale came home on the evening train. ${son(14)}\n\nPeter rubbed his brown eyes and sat down. ${times(haleAlone, (i) => `The neighbours asked after Hale at gate ${i + 1}.`)}\n\n"Peter Strand was here twice," his mother said. "Peter Strand buys for the company now. Peter Strand wants the crop."`,
    `Peter Strand came in the afternoon in his Ford. He was fifty, a big man with very blue eyes in a red face. ${times(strandAlone, (i) => `At vat ${i + 1} Strand smiled at everyone.`)} ${son(14)}`,
  );
}

const ownersOfPeter = (files: Record<string, string>) =>
  readFacts(manuscriptOf(files), ENGLISH)
    .facts.cast.filter((c) => c.names.includes('Peter'))
    .map((c) => c.name);

describe('a first name two full names share', () => {
  it('belongs to the namesake the text does not call by his surname', () => {
    const { facts } = readFacts(manuscriptOf(chapters(5)), ENGLISH);
    const byName = new Map(facts.cast.map((c) => [c.name, [...c.names].sort()]));
    expect(byName.get('Peter Hale')).toEqual(['Hale', 'Peter', 'Peter Hale']);
    expect(byName.get('Peter Strand')).toEqual(['Peter Strand', 'Strand']);
    expect(checkAttributes(manuscriptOf(chapters(5)), ENGLISH).findings).toEqual([]);
  });

  it('stays with the full name used most when neither is called by his surname', () => {
    expect(ownersOfPeter(chapters(0))).toEqual(['Peter Strand']);
  });

  it('stays with the full name used most when the surname alone is used twice only', () => {
    expect(ownersOfPeter(chapters(2))).toEqual(['Peter Strand']);
  });

  it('stays with the full name used most when the other is called by his surname more than a third as often', () => {
    expect(ownersOfPeter(chapters(5, 2))).toEqual(['Peter Strand']);
    expect(ownersOfPeter(chapters(6, 2))).toEqual(['Peter Hale']);
  });
});
