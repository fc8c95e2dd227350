import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's heading with a nickname after a comma typed without a space ("Bastiano Gallo,“Bas”"), and a
 * catalogue's numbered entry that opens in small letters ("A5.  view of the Rae cooperage"), which is an exhibit,
 * no person, whoever its lines name. Written for these tests.
 */

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`);

describe('a heading with a nickname after a comma', () => {
  it('reads the person when the comma has no space after it', () => {
    expect(people('# People\n\n## Bastiano Gallo,“Bas” — dies in ch. 6\n\n- Age: seventy-nine\n')).toEqual([
      'Bastiano Gallo: Bas|Bastiano|Bastiano Gallo|Gallo',
    ]);
  });
});

describe("a catalogue's numbered entries", () => {
  const catalogue = (entry: string) =>
    `SECTION A. PORTRAITS AND PERSONS\n\nA1.  MAIRI CRERAR (b. 1949)\n     Eyes grey.\n\n${entry}`;

  it('reads an entry whose title opens on a capital as its person', () => {
    expect(people(catalogue('A5.  Ewan Rae (b. 1900)\n     Eyes hazel.\n'))).toEqual([
      'Mairi Crerar: Crerar|Mairi|Mairi Crerar',
      'Ewan Rae: Ewan|Ewan Rae|Rae',
    ]);
  });

  it('reads no person from an entry whose title opens in small letters, though its lines name one', () => {
    expect(
      people(
        catalogue('A5.  view of the Rae cooperage (c. 1900)\n     Ewan Rae, the cooper, at his door. Eyes hazel.\n'),
      ),
    ).toEqual(['Mairi Crerar: Crerar|Mairi|Mairi Crerar']);
  });
});
