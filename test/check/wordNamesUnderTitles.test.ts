import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname that is also a word ("the cross on the wall") is a name when a title of a gender stands before it
 * ("Mr. Cross") often enough: the title's full stop ends no sentence, and the word alone is then his too
 * (src/check/facts.ts, wordNames).
 */

const castOf = (text: string) =>
  buildFactBase(manuscriptOf(chaptersOf(text)), ENGLISH).cast.map(
    (c) => `${c.name}: ${c.names.join('|')} (${c.appearances.length})`,
  );

describe('a word after a title', () => {
  it('is his name four times after "Mr.", and the word alone is then his', () => {
    const text = [
      'The cross on the wall was old.',
      'Tom Ashby nodded to Mr. Cross at the gate.',
      'Nell Quill waved at Mr. Cross from the cart.',
      'Later they sent for Mr. Cross again.',
      'At noon Tom Ashby thanked Mr. Cross.',
      'Nell Quill smiled, and Cross turned away.',
    ].join('\n\n');
    expect(castOf(text)).toEqual([
      'Nell Quill: Nell Quill|Nell|Quill (2)',
      'Tom Ashby: Tom Ashby|Tom|Ashby (2)',
      'Mr. Cross: Mr. Cross|Cross (5)',
    ]);
  });

  it('is his name with two spaces typed after the title', () => {
    const text = [
      'The cross on the wall was old.',
      'Tom Ashby nodded to Mr.  Cross at the gate.',
      'Nell Quill waved at Mr.  Cross from the cart.',
      'Later they sent for Mr.  Cross again.',
      'At noon Tom Ashby thanked Mr.  Cross.',
      'Nell Quill smiled, and Cross turned away.',
    ].join('\n\n');
    expect(castOf(text).at(-1)).toBe('Mr. Cross: Mr. Cross|Cross (5)');
  });
});
