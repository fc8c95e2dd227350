import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page's list of places in capitals, named as the page writes each word inside a sentence: after a title
 * with its stop ("Col. Hamilton"), and after two spaces ("out to the  Gull Rock") (src/check/bibleTyped.ts,
 * properWords). Written for these tests.
 */

const PAGE = `THE SALT ROAD

MARA VOSS .............. the keeper, thirty-four
    Grey eyes, black hair.
TOMAS REYES ............ her assistant, twenty
IDA BELL ............... the postmistress, sixty

PLACES
THE HAMILTON -- the colonel's house.
THE GULL ROCK -- where the boats land.

SCHEDULE
Ch 1  TUE 22 JAN ... Ida calls on Col. Hamilton and walks out to the  Gull Rock.
`;

describe('a place in capitals on a cast page', () => {
  it('keeps the capital of a word the page writes after a title’s stop or after two spaces', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([
      ['The Hamilton', 9],
      ['The Gull Rock', 10],
    ]);
  });
});
