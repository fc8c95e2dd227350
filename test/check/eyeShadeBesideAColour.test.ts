import { describe, expect, it } from 'vitest';
import { featuresIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';

/**
 * A shade said with a colour ("her dark blue eyes", "pale grey eyes") is that colour, not every colour of the shade:
 * a shade alone ("her dark eyes") is any of them. Sentences written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const read = (text: string) =>
  featuresIn(
    text,
    [{ character: mara, name: 'Mara', index: text.indexOf('Mara') }],
    [{ character: mara, index: 0 }],
    ENGLISH,
  ).map((f) => `${f.field} ${f.value} "${f.said}"`);

describe('a shade of eyes beside a colour', () => {
  it('is the colour it is said with', () => {
    expect(read('Mara looked up, her dark blue eyes wet.')).toEqual(['eyes blue "dark blue"']);
    expect(read('Mara had pale grey eyes.')).toEqual(['eyes grey "pale grey"']);
  });

  it('is any colour of the shade when said alone, and a dark head of hair is brown or black', () => {
    expect(read('Mara looked up, her dark eyes wet.')).toEqual(['eyes brown/black/hazel "dark"']);
    expect(read('Mara pushed back her dark hair.')).toEqual(['hair brown/black "dark"']);
  });
});
