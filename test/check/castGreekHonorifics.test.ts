import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Greek honorifics an English book set in Greece keeps ("Kapetan Manolis", "Kyra Fotini") are titles, as "Mr" and
 * "Signora" are: "Kapetan Manolis" is no name "Kapetan", and Kyra Fotini is called "Fotini", never "Kyra". Written
 * for these tests.
 */

const cast = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map((c) => ({ name: c.name, names: c.names }));

describe('a Greek honorific', () => {
  it('is a title before the name, not a first name', () => {
    const people = cast(
      'Manolis Kambouris sat by the window. The boy went up to Manolis with the ledger, and Manolis took it.',
      'In the evening Kapetan Manolis laughed at the boy, and then Kapetan Manolis slept.',
      'We went down the steps past the door of Kyra Fotini, and later Kyra Fotini brought bread.',
    );
    expect(people.flatMap((c) => c.names)).not.toContain('Kapetan');
    const fotini = people.find((c) => c.names.includes('Fotini'));
    expect(fotini?.names).not.toContain('Kyra');
  });
});
