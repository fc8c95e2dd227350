import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Given names used without a surname (src/check/facts.ts, the drafts of the cast): "Aunt Faith" is the one
 * "Faith Halloran" when "Faith" alone is used three times as often as the full name; "Walt" is the one "Walter
 * Grieve" when used alone no more often than "Walter". A copy editor sees this as the characters findings name.
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(...texts: string[]): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

const times = (n: number, sentence: string) => Array.from({ length: n }, () => sentence).join(' ');

describe('a title of kinship before a given name beside one full name opening with it', () => {
  const will = 'The will was signed by Faith Halloran in a shaky hand.\n\nFaith Halloran smiled.';

  it('is that woman when her given name alone is used three times as often as her full name', () => {
    // "Faith" six times in all (alone, after "Aunt" and in the full name) against the full name twice.
    expect(castOf(`Aunt Faith came in from the yard. ${times(3, 'Faith sat down.')}`, will)).toEqual([
      ['Faith Halloran', 'Aunt Faith', 'Faith', 'Halloran'],
    ]);
    expect(castOf(`Aunt Faith came in from the yard. ${times(2, 'Faith sat down.')}`, will)).toEqual([
      ['Faith Halloran', 'Halloran'],
      ['Aunt Faith'],
    ]);
  });
});

describe('a title of kinship before a given name beside two full names opening with it', () => {
  it('is neither of them', () => {
    expect(
      castOf(
        `Aunt Faith came in from the yard. ${times(3, 'Faith sat down.')} Faith sang.`,
        'The will was signed by Faith Halloran in a shaky hand.\n\nFaith Morgan smiled.',
      ),
    ).toEqual([['Faith Halloran', 'Halloran'], ['Faith Morgan', 'Morgan'], ['Aunt Faith']]);
  });
});

describe('a title used alone', () => {
  it('is no one’s name, however often it acts', () => {
    expect(castOf('Then Doctor said no. Then Doctor laughed. Then Doctor sang.')).toEqual([]);
  });
});

describe('a short form of a given name used alone', () => {
  const walter = 'Walter Grieve built boats. Walter Grieve said little.';

  it('is the one full name it is short for, used alone no more often than the given name', () => {
    expect(castOf(walter, 'Walt was a good man. Walt had built the launch.')).toEqual([
      ['Walter Grieve', 'Grieve', 'Walt', 'Walter'],
    ]);
    expect(castOf(walter, 'Walt was a good man. Walt had built the launch. Walt sang.')).toEqual([
      ['Walter Grieve', 'Grieve', 'Walter'],
      ['Walt'],
    ]);
  });

  it('is the full name’s only when their genders agree', () => {
    const walt = 'Then Walt said he was a good man. Then Walt said he had built the launch. He laughed.';
    expect(castOf(walter, walt)).toEqual([['Walter Grieve', 'Grieve', 'Walt', 'Walter']]);
    // Walter is a man's name; the "Walt" the text tells as a woman is someone else.
    const waltShe = 'Then Walt said she was a good woman. Then Walt said she had built the launch. She laughed.';
    expect(castOf(walter, waltShe)).toEqual([['Walter Grieve', 'Grieve', 'Walter'], ['Walt']]);
  });

  it('is no one of two full names it may be short for', () => {
    expect(
      castOf(
        `${walter} Walter Hale laughed. Walter Hale sat.`,
        'Walt was a good man. Walt had built the launch. Walter sang. Walter slept.',
      ),
    ).toEqual([['Walter Grieve', 'Grieve'], ['Walter Hale', 'Hale'], ['Walt']]);
  });
});
