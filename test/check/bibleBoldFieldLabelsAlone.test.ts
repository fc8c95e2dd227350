import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A field's label in bold alone on its line ("**Hair colour:**"), even with a space typed before its colon, is a
 * field's name and never a person of the cast (src/check/bibleDialects.ts, isFieldName). Bibles written for these
 * tests.
 */

const cast = (label: string) =>
  parseBible(`## Characters\n\n**Mara Voss**\n- grey eyes\n\n**${label}**\nred\n`, ENGLISH).characters.map((c) => [
    c.name,
    c.line,
    c.fields.eyes,
  ]);

describe('a bold field label alone on its line', () => {
  it('is no person: "Hair colour:"', () => {
    expect(cast('Hair colour:')).toEqual([['Mara Voss', 3, { value: 'grey', line: 4 }]]);
  });

  it('is no person with a space before its colon: "Hair colour :"', () => {
    expect(cast('Hair colour :')).toEqual([['Mara Voss', 3, { value: 'grey', line: 4 }]]);
  });
});
