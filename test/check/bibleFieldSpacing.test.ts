import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Fields typed with no space after the colon ("- eyes:grey; hair:black"), and looks said in prose with two spaces
 * inside the colour ("Her eyes are pale  grey"): each is read whole, the colour with one space
 * (src/check/bible.ts, keyValueOf and colourPhrase). Written for these tests.
 */

const fields = (bible: string) => parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Mara Voss')?.fields;

describe('spacing inside a field', () => {
  it('reads keys with no space after their colon', () => {
    expect(fields('## Characters\n\n### Mara Voss\n- eyes:grey; hair:black\n- age:34\n')).toEqual({
      eyes: { value: 'grey', line: 4 },
      hair: { value: 'black', line: 4 },
      age: { value: '34', line: 5 },
    });
  });

  it('reads a colour said in prose with two spaces inside it as written with one', () => {
    const bible =
      '## Characters\n\n### Mara Voss\nShe keeps the light. Her eyes are pale  grey and her hair is dark  brown.\n';
    expect(fields(bible)).toEqual({
      eyes: { value: 'pale grey', line: 4 },
      hair: { value: 'dark brown', line: 4 },
    });
  });
});
