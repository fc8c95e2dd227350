import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page under the play's title, with a list of places after its people: a place typed in capitals is named
 * as the page writes it elsewhere ("at Windsor Station", "the St. James Hotel"), a word the page never capitalises
 * in a sentence in lower case ("The brass bed"), even with a comma or a title's stop on the word
 * (src/check/bibleTyped.ts, titleAsWritten). Bibles written for these tests.
 */

const PAGE = `THE SALT ROAD

MARA VOSS .............. the keeper, thirty-four
    Grey eyes, black hair.
TOMAS REYES ............ her assistant, twenty
IDA BELL ............... the postmistress, sixty

PLACES
WINDSOR STATION, MONTREAL -- where Ida gets off the train.
THE ST. JAMES HOTEL -- where they stay.
THE BRASS BED -- a boarding house.

SCHEDULE
Ch 1  TUE 22 JAN ... Ida arrives at Windsor Station in Montreal, a guest at the St. James Hotel.
`;

describe('a cast page with a list of places', () => {
  it('reads its three entries as its people and nothing else: the title and the entries’ lines are no one', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value])).toEqual([
      ['Mara Voss', '34'],
      ['Tomas Reyes', '20'],
      ['Ida Bell', '60'],
    ]);
  });

  it('names a place in capitals as the page writes it in a sentence, a comma or a stop on the word and all', () => {
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([
      ['Windsor Station', 9],
      ['The St. James Hotel', 10],
      ['The brass bed', 11],
    ]);
  });
});
