import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** An XML bible's character reference to the last code point there is ("&#x10FFFF;") is that character, decoded. */
describe("an XML bible's reference to the last code point", () => {
  it('decodes it like any other reference', () => {
    const bible = parseBible(
      '<bible><characters><character><name>Zoe Marsh</name><eyes>grey &#x10FFFF;</eyes></character></characters></bible>',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Zoe Marsh', 'grey \u{10FFFF}']]);
  });
});
