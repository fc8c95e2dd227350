import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Full names that hold one another (src/check/facts.ts, the drafts of the cast): "Sir William Lucas" and
 * "William Lucas", "Walter James Grieve" and "Walter Grieve", the text's "Doctor Amos Kitto" and the bible's
 * "Amos Kitto". One person, unless a title's gender or how often each is used says two. A copy editor sees this as
 * the characters findings name.
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(texts: string[], bible = ''): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

const KITTO = '## Characters\n### Amos Kitto\n- gender: male\n';

describe('a titled full name beside the same name without its title', () => {
  it('joins the text’s "Doctor Amos Kitto" to the bible’s "Amos Kitto" when the title’s gender fits', () => {
    expect(castOf(['Doctor Amos Kitto came at three. He sat by the fire.', 'Amos waved.'], KITTO)).toEqual([
      ['Amos Kitto', 'Amos', 'Doctor Amos Kitto', 'Kitto'],
    ]);
    expect(castOf(['Mrs Amos Kitto came at three. She sat by the fire.', 'Amos waved.'], KITTO)).toEqual([
      ['Amos Kitto', 'Amos', 'Kitto'],
      ['Mrs Amos Kitto'],
    ]);
  });

  it('joins a name under another title to a longer one only when the titles’ genders agree', () => {
    const lady = 'Lady Amos Kitto came at three. Lady Amos Kitto laughed.';
    expect(castOf([lady, 'Mr Amos Kitto waved.'])).toEqual([['Lady Amos Kitto'], ['Mr Amos Kitto']]);
    expect(castOf([lady, 'Miss Amos Kitto waved.'])).toEqual([['Lady Amos Kitto', 'Amos', 'Kitto', 'Miss Amos Kitto']]);
  });

  it('takes "William Lucas" for "Sir William Lucas"', () => {
    expect(
      castOf([
        'Sir William Lucas came at three. William Lucas sat by the fire. William Lucas laughed.',
        'Lucas waved.',
      ]),
    ).toEqual([['Sir William Lucas', 'Lucas', 'William', 'William Lucas']]);
  });
});

describe('a full name inside a longer one', () => {
  it('takes "Maria Lucas" and "Maria" for "Anna Maria Lucas"', () => {
    expect(
      castOf([
        'Anna Maria Lucas came. Anna Maria Lucas sat. Anna Maria Lucas went.',
        'Maria Lucas waved. Maria laughed. Maria said no.',
      ]),
    ).toEqual([['Anna Maria Lucas', 'Anna', 'Lucas', 'Maria', 'Maria Lucas']]);
  });

  it('gives a three-word name its first and last words, not its middle', () => {
    expect(
      castOf([
        'Walter James Grieve came. Walter James Grieve sat. Walter James Grieve went.',
        'Walter laughed. Walter said no. Grieve left.',
      ]),
    ).toEqual([['Walter James Grieve', 'Grieve', 'Walter']]);
  });
});

describe('a full name with a middle name beside the same name without it', () => {
  const will = 'The will was signed by Walter James Grieve.';

  it('is one person, named as the book names them, when the shorter is used three times as often', () => {
    expect(castOf([will, 'Walter Grieve came in. Walter Grieve sat. Walter Grieve left.'])).toEqual([
      ['Walter Grieve', 'Grieve', 'Walter', 'Walter James Grieve'],
    ]);
    expect(castOf([will, 'Walter Grieve came in. Walter Grieve sat.'])).toEqual([
      ['Walter James Grieve'],
      ['Walter Grieve'],
    ]);
  });

  it('is another person when a title stands before the shorter', () => {
    expect(castOf([will, 'Dr Walter Grieve came in. Dr Walter Grieve sat. Dr Walter Grieve left.'])).toEqual([
      ['Walter James Grieve'],
      ['Dr Walter Grieve'],
    ]);
  });
});
