import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible in prose about its cast: "Felix's wife, Odile" takes Felix's surname when the prose gives him one and
 * only one ("Felix Mare"), but none when two men are called Felix, and "After Felix came home" is no family of
 * Felixes; "Doctor  Haas (Pieter)", typed with two spaces, is the Pieter Haas of the next paragraph.
 */

const cast = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names]);

describe('a wife named after her husband in prose', () => {
  it('takes his surname when the prose gives him one', () => {
    const bible = `Felix Mare is thirty-six and has grey eyes.

After Felix came home from the war, he kept bees.

Felix's wife, Odile, keeps the shop on the quay. She has green eyes.
`;
    expect(cast(bible)).toEqual([
      ['Felix Mare', ['Felix Mare', 'Felix', 'Mare']],
      ['Odile Mare', ['Odile Mare', 'Odile', 'Mare']],
    ]);
  });

  it('takes no surname when two men of the prose are called Felix', () => {
    const bible = `Felix Mare is thirty-six and has grey eyes.

Felix Dunn is a ferryman with a red beard.

Felix's wife, Odile, keeps the shop on the quay. She has green eyes.
`;
    const odile = parseBible(bible, ENGLISH).characters.find((c) => c.names.includes('Odile'));
    expect(odile?.name).toBe('Odile');
    expect(odile?.names).toEqual(['Odile']);
    expect(odile?.gender).toBe('female');
  });
});

describe('a titled name typed with two spaces', () => {
  it('is the one whose given name its brackets give', () => {
    const bible = `The parcel comes from Doctor  Haas (Pieter), the vet in Saltcote.

Pieter Haas is fifty and has blue eyes.
`;
    const people = parseBible(bible, ENGLISH).characters;
    expect(people.map((c) => c.name)).toEqual(['Pieter Haas']);
    expect(people[0]?.fields).toMatchObject({ age: { value: '50', line: 3 }, eyes: { value: 'blue', line: 3 } });
  });
});
