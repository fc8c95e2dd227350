import { describe, expect, it } from 'vitest';
import { bibleGivings } from '../../src/check/bibleGivings.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * What a bible says changes hands, read line by line: the object from the line or the lines just above it, the
 * giver and receiver by the cast's names (or the entry the line stands in), the chapter from the clause or its line.
 */

const person = (name: string, ...more: string[]): Character => ({
  name,
  names: [name, ...name.split(' '), ...more],
  line: 1,
  fields: {},
});
const CAST = [person('Maud Rennie', 'Mo'), person('Ewan Gill'), person('Rose Penn')];
const read = (text: string, owners: Array<[number, string]> = []) =>
  bibleGivings(
    text.split('\n').map((t, i) => ({ text: t, line: i + 1 })),
    CAST,
    new Map(owners),
    ENGLISH,
  );

describe('givings a bible writes', () => {
  it('reads a chain of holders, link by link, and leaves a link with no chapter or to the same holder', () => {
    expect(
      read('The spyglass: Rose Penn → Maud Rennie (chapter 2) → Ewan Gill → Ewan (chapter 6) → Rose (ch. 7)'),
    ).toEqual([
      { giver: 'Rose Penn', to: 'Maud Rennie', noun: 'spyglass', chapter: 2, line: 1 },
      { giver: 'Ewan Gill', to: 'Rose Penn', noun: 'spyglass', chapter: 7, line: 1 },
    ]);
  });

  it('takes the object from the lines just above, until a blank line or after three lines', () => {
    const lines = ['### The brass telescope', '- kept in the shop', '- Maud gives it to Ewan in chapter 2'];
    expect(read(lines.join('\n'))).toEqual([
      { giver: 'Maud Rennie', to: 'Ewan Gill', noun: 'telescope', chapter: 2, line: 3 },
    ]);
    expect(read(['### The brass telescope', '', '- Maud gives it to Ewan in chapter 2'].join('\n'))).toEqual([]);
    // Each line that goes on with the object carries it on.
    const long = ['### The brass telescope', '- a', '- b', '- c', '- d', '- Maud gives it to Ewan in chapter 2'];
    expect(read(long.join('\n')).map((g) => g.noun)).toEqual(['telescope']);
    // Lines of an entry gathered from far apart (a dialect's reader keeps each at its own line): not its object.
    const far = (gap: number) =>
      bibleGivings(
        [
          { text: '### The brass telescope', line: 1 },
          { text: '- Maud gives it to Ewan in chapter 2', line: 1 + gap },
        ],
        CAST,
        new Map(),
        ENGLISH,
      ).length;
    expect([far(3), far(4)]).toEqual([1, 0]);
  });

  it('names the object by its noun: the singular of a plural, the last of nouns that stand together', () => {
    expect(read('Rose gives the ledgers to Ewan (chapter 3).').map((g) => g.noun)).toEqual(['ledger']);
    expect(read('Rose gives the lamp key to Ewan (chapter 3).').map((g) => g.noun)).toEqual(['key']);
  });

  it('takes the giver from the entry the line stands in when the clause names none before its verb', () => {
    expect(read('Carries: the knife, until she gives it to Ewan Gill (ch. 4)', [[1, 'Maud Rennie']])).toEqual([
      { giver: 'Maud Rennie', to: 'Ewan Gill', noun: 'knife', chapter: 4, line: 1 },
    ]);
    // A possessive names the object's old owner, not its giver: the entry's person gives it.
    expect(read("Rose Penn's knife, until she gives it to Ewan Gill (ch. 4)", [[1, 'Maud Rennie']])).toMatchObject([
      { giver: 'Maud Rennie', to: 'Ewan Gill' },
    ]);
    // With no entry and no name before the verb there is no giver.
    expect(read('The knife: given to Ewan Gill (ch. 4)')).toEqual([]);
  });

  it('reads each clause of a line with its own chapter, or the line’s when it gives only one', () => {
    expect(
      read('The knife: Maud gives it to Ewan (chapter 2); Ewan gives it to Rose (chapter 5). Rose hands it to Mo.'),
    ).toEqual([
      { giver: 'Maud Rennie', to: 'Ewan Gill', noun: 'knife', chapter: 2, line: 1 },
      { giver: 'Ewan Gill', to: 'Rose Penn', noun: 'knife', chapter: 5, line: 1 },
    ]);
    expect(read('The knife (chapter 3): Maud gives it to Ewan; later Ewan gives it to Rose.')).toMatchObject([
      { giver: 'Maud Rennie', to: 'Ewan Gill', chapter: 3 },
      { giver: 'Ewan Gill', to: 'Rose Penn', chapter: 3 },
    ]);
  });

  it('gives the receiver as the first name after the verb that is not the giver', () => {
    expect(read('The knife: Maud gives it back from Maud to Ewan (chapter 2)')).toMatchObject([
      { giver: 'Maud Rennie', to: 'Ewan Gill' },
    ]);
  });
});
