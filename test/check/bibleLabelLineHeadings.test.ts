import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "Places:" alone on its line opens a section as "## Places" would; a line that only ends on such a word and a
 * colon ("…; she keeps these things:") is no heading. Texts written for this test.
 */

const read = (text: string) => {
  const b = parseBible(text, ENGLISH);
  return {
    cast: b.characters.map((c) => `${c.name}: eyes ${c.fields.eyes?.value}`),
    places: b.places.map((p) => p.name),
  };
};

describe('a label alone on its line as a heading', () => {
  it('opens the section when spaces follow the colon', () => {
    const bible = [
      'Characters:',
      '',
      '- Mara Voss — the cook; eyes: blue',
      '',
      'Places: ',
      '',
      '- The Mill — by the river',
      '',
    ];
    expect(read(bible.join('\n'))).toEqual({ cast: ['Mara Voss: eyes blue'], places: ['The Mill'] });
  });

  it('takes no entry that ends on a section word and a colon for a heading', () => {
    const bible = [
      'Characters:',
      '',
      '- Mara Voss — the cook; eyes: blue; she keeps these things:',
      '- Jon Voss — her son; eyes: grey',
      '',
    ];
    expect(read(bible.join('\n'))).toEqual({ cast: ['Mara Voss: eyes blue', 'Jon Voss: eyes grey'], places: [] });
  });
});
