import { describe, expect, it } from 'vitest';
import { bibleGivings } from '../../src/check/bibleGivings.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * A thing's own entry in a bible that says whose it is and then that it is given ("big iron key, Gaspar's for thirty
 * years; given to Zé on Tuesday 31 October (chapter 8)"): the owner it names gives it, when no giver stands before
 * the verb and the line is in no one's entry. Texts written for these tests.
 */

const person = (name: string): Character => ({ name, names: [name, ...name.split(' ')], line: 1, fields: {} });
const CAST = [person('Gaspar Nunes'), person('Zé Carriço'), person('Rosa Meireles')];
const read = (text: string, owners: Array<[number, string]> = []) =>
  bibleGivings([{ text, line: 1 }], CAST, new Map(owners), ENGLISH);

describe('a thing given, its owner named before', () => {
  it('is given by the owner the line names', () => {
    expect(
      read(
        "The stage-door key:: big iron key, Gaspar's for thirty years; given to Zé on Tuesday 31 October (chapter 8)",
      ),
    ).toEqual([{ giver: 'Gaspar Nunes', to: 'Zé Carriço', noun: 'key', chapter: 8, line: 1 }]);
  });

  it('is given by the one named before the verb, or the entry’s own, before any owner', () => {
    expect(read("The key:: Gaspar's for thirty years; Rosa gives it to Zé (chapter 8)")).toEqual([
      { giver: 'Rosa Meireles', to: 'Zé Carriço', noun: 'key', chapter: 8, line: 1 },
    ]);
    expect(read("The key:: Gaspar's for years; given to Zé (chapter 8)", [[1, 'Rosa Meireles']])).toEqual([
      { giver: 'Rosa Meireles', to: 'Zé Carriço', noun: 'key', chapter: 8, line: 1 },
    ]);
  });
});
