import { describe, expect, it } from 'vitest';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An index card's title in capitals with a possessive ("THE KEEPER'S LAMP") is the object's name in title case with
 * a lower-case "’s"; a dated sentence in prose that tells no death, change or giving ("He sails … on 22 September
 * 1903") is left as written, not pointed at the timeline's chapter. Bibles written for these tests.
 */

const lines = (bible: string) =>
  canonicalBible(bible, ENGLISH)
    .filter((l) => l.text.trim() !== '')
    .map((l) => `${l.line} ${l.text}`);

describe("an index card's title in capitals", () => {
  it('reads "THE KEEPER\'S LAMP" as The Keeper’s Lamp', () => {
    const bible = "THE KEEPER'S LAMP\nbrass, dented\nkept in the lamp room\n";
    expect(lines(bible)).toEqual(
      expect.arrayContaining(['1 ## Objects', '1 ### The Keeper’s Lamp', '2 - brass, dented']),
    );
  });
});

describe('a dated sentence in prose', () => {
  it('keeps a date that tells no death, change or giving as written', () => {
    const bible = [
      'Tomas Reyes is a fisherman. He sails for Leith on 22 September 1903.',
      '',
      '## Timeline',
      '- 14 September 1903 — chapter 1',
      '- 22 September 1903 — chapter 4',
      '',
    ].join('\n');
    expect(lines(bible)).toEqual(
      expect.arrayContaining(['1 ### Tomas Reyes', '1 - He sails for Leith on 22 September 1903.']),
    );
  });
});
