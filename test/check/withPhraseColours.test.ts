import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A "with" phrase after a name gives the name's feature its colour: the colour said before the feature ("with grey
 * eyes"), and the one after it only when none is said before ("with eyes so pale a blue"). Texts written for these
 * tests.
 */

/** "Name field value (said)" for each attribute the fact base reads from a text. */
function attributes(text: string): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(text)), ENGLISH);
  return facts.cast.flatMap((c) => c.attributes.map((a) => `${c.name} ${a.field} ${a.value} (${a.said})`));
}

describe('a colour in a "with" phrase', () => {
  it('is read before the feature ("with grey eyes and a cap")', () => {
    expect(attributes('Oskar Brandt sat by the door, with grey eyes and a cap.')).toEqual([
      'Oskar Brandt eyes grey (grey)',
    ]);
  });

  it('is read after the feature when none comes before ("with eyes so pale a blue")', () => {
    expect(attributes('Oskar Brandt is sixty, broad, with eyes so pale a blue they look white.')).toEqual([
      'Oskar Brandt eyes blue (blue)',
    ]);
  });

  it('before the feature is not replaced by a tint after it ("brown hair of a red that showed in the sun")', () => {
    expect(attributes('Oskar Brandt sat by the door, with brown hair of a red that showed only in the sun.')).toEqual([
      'Oskar Brandt hair brown (brown)',
    ]);
  });
});
