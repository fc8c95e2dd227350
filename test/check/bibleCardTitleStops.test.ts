import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An index card's shorthand line that opens on a title's stop ("home: St. Urbain. 40."): the stop ends no note, so
 * the home is the street's whole name, whichever of the line's notes it stands in (src/check/bibleTyped.ts,
 * cardPieces). Bibles written for these tests.
 */

const card = (line: string) => `[ card 1 ] ---- PEOPLE
IDA BELL
  ${line}
-----
[ card 2 ] ---- PEOPLE
BRAN  (Bran Tolley)
  her nephew, 24. eyes blue.
-----
[ card 3 ] ---- PEOPLE
OLD QUILL   (Hester)
  61. grey eyes.
-----
`;

const ida = (line: string) => parseBible(card(line), ENGLISH).characters.find((c) => c.name === 'Ida Bell');

describe('a title’s stop in a card’s shorthand', () => {
  it('keeps "St. Urbain" whole when it opens the line', () => {
    expect(ida('home: St. Urbain. 40.')?.fields).toMatchObject({ home: { value: 'St. Urbain' }, age: { value: '40' } });
  });

  it('keeps it whole after another note too', () => {
    expect(ida('40. home: St. Urbain. eyes brown.')?.fields).toMatchObject({
      home: { value: 'St. Urbain' },
      age: { value: '40' },
      eyes: { value: 'brown' },
    });
  });
});
