import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A street's word opening a run of capitals ("Rua Augusta", "Calle Mayor") makes it a place, whatever the sentence
 * has it do; the word alone ("Largo", a surname too) is read as any other name (src/check/facts.ts, collect).
 */

const castOf = (text: string) => buildFactBase(manuscriptOf(chaptersOf(text)), ENGLISH).cast.map((c) => c.name);

describe("a street's word", () => {
  it('makes the run it opens a place, though a verb follows it', () => {
    expect(
      castOf(
        'Tom Ashby lived on Rua Augusta. Later Tom Ashby said that Rua Augusta was quiet at night, and Rua Augusta slept.',
      ),
    ).toEqual(['Tom Ashby']);
  });

  it('alone is a name like any other', () => {
    expect(
      castOf('Largo turned to Tom Ashby, and Tom Ashby smiled. At noon Largo said nothing, and Largo left.'),
    ).toEqual(['Tom Ashby', 'Largo']);
  });
});
