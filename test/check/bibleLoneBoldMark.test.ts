import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bold mark left unclosed in an entry's free prose ("She has grey** eyes", a bold begun and never ended) is no part
 * of the words around it: the colour beside it is read (src/check/bible.ts). Written for these tests.
 */

const eyes = (prose: string) =>
  parseBible(`## Characters\n\n### Mara Voss\n\n${prose}\n`, ENGLISH).characters[0]?.fields.eyes?.value;

describe('a bold mark left unclosed in free prose', () => {
  it('leaves the colour beside it read', () => {
    expect(eyes('She has grey** eyes and a quick laugh.')).toBe('grey');
    expect(eyes('She has grey__ eyes and a quick laugh.')).toBe('grey');
  });
});
