import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Words capitalised anyway ("God", "English", "May") are no one's name, wherever they stand and whatever they do
 * (src/check/facts.ts, nameWord); a name that only holds one of them ("Maya") is still a name.
 */

const castOf = (text: string) => buildFactBase(manuscriptOf(chaptersOf(text)), ENGLISH).cast.map((c) => c.name);

describe('a word capitalised anyway', () => {
  it('is no character though it acts in the middle of a sentence', () => {
    expect(
      castOf(
        'Tom prayed, and God answered him. Later Tom swore that God had spoken. When the letter came, English failed him, and Tom wept.',
      ),
    ).toEqual(['Tom']);
  });

  it('leaves a name that is such a word with a letter more to its bearer', () => {
    expect(castOf('Maya turned to the window. Later Maya said nothing, and Maya left the room.')).toEqual(['Maya']);
  });
});
