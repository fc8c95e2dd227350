import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast entry's indented paragraph read as sentences, each at the line it starts on: a blank line ends a sentence
 * that has no stop ("Black hair" over a blank line), so does a line opening on a label ("Home: …"), and a stop with
 * spaces typed after it. Written for these tests.
 */

const PAGE = `THE SALT ROAD

MARA VOSS ........................... the keeper
     Black hair

     Grey eyes.${'   '}
     Tall, thin.
DORA BELL ........................... the cook
     Brown hair, green eyes
     Home: the lighthouse cottage
WALTER GREIG ........................ harbourmaster
ISIDORE FROST (1879–1957) ........... the grandfather, a portrait
PETER VANCE (drowned) ............... Mara's husband
     Black hair.  Blue eyes.
TUCK (narrator; son of Nora) ........ a boy of twelve
ALBERT ROY .......................... day porter
     Carter, St-Henri, 50.
LOUIS PAQUETTE ...................... night orderly
     34. nights since the war.
`;

const person = (name: string) => parseBible(PAGE, ENGLISH).characters.find((c) => c.name === name);

describe('a cast entry’s paragraph as sentences', () => {
  it('ends a sentence at a blank line and at a stop with spaces after it', () => {
    const mara = person('Mara Voss');
    expect(mara?.fields.hair).toEqual({ value: 'Black', line: 4 });
    expect(mara?.fields.eyes).toEqual({ value: 'Grey', line: 6 });
  });

  it('ends a sentence at a stop with two spaces after it', () => {
    const peter = person('Peter Vance');
    expect(peter?.fields.hair).toEqual({ value: 'Black', line: 14 });
    expect(peter?.fields.eyes).toEqual({ value: 'Blue', line: 14 });
  });

  it('ends a sentence before a line opening on a label', () => {
    const dora = person('Dora Bell');
    expect(dora?.fields.hair).toEqual({ value: 'Brown', line: 9 });
    expect(dora?.fields.eyes).toEqual({ value: 'green', line: 9 });
    expect(dora?.fields.home).toEqual({ value: 'the lighthouse cottage', line: 10 });
  });
});

describe('what a cast entry’s brackets say', () => {
  it('reads a span of years of life as no age', () => {
    const frost = person('Isidore Frost');
    expect(frost?.names).toEqual(['Isidore Frost', 'Isidore', 'Frost']);
    expect(frost?.fields.age).toBeUndefined();
  });

  it('reads words opening in lower case in brackets as no name of theirs', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.find((c) => c.name === 'Tuck')?.names).toEqual(['Tuck']);
  });

  it('reads a death in brackets as a death before the story opens', () => {
    expect(person('Peter Vance')?.diesIn).toEqual({ value: 0, line: 13 });
  });
});

describe('a number alone among a cast entry’s notes', () => {
  it('is their age, between commas or before a stop', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.find((c) => c.name === 'Albert Roy')?.fields.age?.value).toBe('50');
    expect(bible.characters.find((c) => c.name === 'Louis Paquette')?.fields.age?.value).toBe('34');
  });
});
