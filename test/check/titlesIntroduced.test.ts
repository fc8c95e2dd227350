import { describe, expect, it } from 'vitest';
import type { Cast } from '../../src/check/cast.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { titlesIntroduced } from '../../src/check/titleNames.js';
import type { Character } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Which cast member a title introduced as a name stands for, with the cast given. Texts written for these tests. */

const person = (name: string, ...names: string[]): Character => ({
  name,
  names: [name, ...names],
  line: 0,
  fields: {},
  gender: 'female',
});

const castOf = (...characters: Character[]): Cast => {
  const byName = new Map(characters.flatMap((c) => c.names.map((n) => [n, c] as const)));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  return { pattern: new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'gu'), byName, seen: new Map() };
};

const lodging =
  'That was to be my room. I knew it before the Signora had said a word.\n\nShe was waiting for us in the kitchen. Ida Kravos was seventy-one that year, a short, broad woman in black.\n\nThe Signora gave me soup. I thanked the Signora.';

const whom = (cast: Cast) =>
  Object.fromEntries(
    [...titlesIntroduced(manuscriptOf(chaptersOf(lodging)), ENGLISH, cast)].map(([k, c]) => [k, c.name]),
  );

describe('a title introduced as a name', () => {
  const ida = person('Ida Kravos', 'Ida');

  it('is the person introduced, when another entry with the title is her by her surname', () => {
    expect(whom(castOf(ida, person('Signora Kravos')))).toEqual({
      'the Signora': 'Ida Kravos',
      'The Signora': 'Ida Kravos',
    });
  });

  it('is no one when someone else bears the title with a name of their own', () => {
    expect(whom(castOf(ida, person('Signora Bruni')))).toEqual({});
  });
});
