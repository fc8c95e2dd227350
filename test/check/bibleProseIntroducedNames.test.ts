import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A name the prose introduces in passing with the names it goes by in brackets ("…a letter from Lorna Hale (Mum,
 * once called Lorna Vass)…"): a character of her own; a holiday before brackets, or brackets holding no name, none.
 */

const cast = (written: string) => parseBible(written, ENGLISH).characters.map((c) => [c.name, c.names]);

describe('a name introduced in passing, its other names in brackets', () => {
  it('is a character who goes by each name in the brackets, the words before a name dropped', () => {
    expect(
      cast('Characters\n\nMara Voss keeps a letter from Lorna Hale (Mum, once called Lorna Vass), dated 1970.\n'),
    ).toEqual([
      ['Lorna Hale', ['Lorna Hale', 'Lorna', 'Hale', 'Mum', 'Lorna Vass']],
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss']],
    ]);
  });

  it('goes by a full name alone in the brackets', () => {
    expect(cast('Characters\n\nMara Voss keeps a letter from Lorna Hale (Mum, Lorna Vass).\n')[0]).toEqual([
      'Lorna Hale',
      ['Lorna Hale', 'Lorna', 'Hale', 'Mum', 'Lorna Vass'],
    ]);
  });

  it('is no one when the two words are a holiday or a day’s time', () => {
    expect(
      cast(
        'Characters\n\nMara Voss keeps the light. She came home on Easter Sunday (with Tom Reyes). She sailed on Sunday Night (with Ada Penn).\n',
      ),
    ).toEqual([['Mara Voss', ['Mara Voss', 'Mara', 'Voss']]]);
  });

  it('is no one when the brackets hold no name', () => {
    expect(cast('Characters\n\nMara Voss has a card from Ada Penn (dated May 1970).\n')).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss']],
    ]);
  });
});
