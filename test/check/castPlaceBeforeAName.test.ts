import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A place the book names with an article ("the Grandview") run together with a name it writes on its own ("Matron
 * Ilse"), as in "At the Grandview Matron Ilse kept the keys", is the place and the person (src/check/facts.ts,
 * castFrom): no "Grandview Matron Ilse", who would take her mentions and a gender of her own.
 */

const CHAPTER = [
  'The Grandview stood above the lake. Matron Ilse kept the keys of the Grandview on a chain.',
  'Matron Ilse said nothing. She went up to the Grandview in the snow.',
  'At the Grandview Matron Ilse kept the linen room locked. She was strict.',
  'Matron Ilse smiled at the Grandview gate. She waved.',
].join('\n\n');

const names = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text), ''), ENGLISH).facts.cast.map((c) => c.names.join(' / '));

describe('a place named with an article before a name written on its own', () => {
  it('is no part of the name', () => {
    const cast = names(CHAPTER);
    expect(cast.some((n) => n.includes('Grandview'))).toBe(false);
    expect(cast.some((n) => n.split(' / ').includes('Matron Ilse') || n.split(' / ').includes('Ilse'))).toBe(true);
  });

  it('leaves a first name that is no place before a name written on its own', () => {
    const text = [
      'We met Mary Anne Tolley by the church. Anne Tolley, her cousin, stood up.',
      'We thanked Mary Anne Tolley for the tea. Anne Tolley went out.',
    ].join('\n\n');
    expect(names(text).some((n) => n.split(' / ').includes('Mary Anne Tolley'))).toBe(true);
  });
});
