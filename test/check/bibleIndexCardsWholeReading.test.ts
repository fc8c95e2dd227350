import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castLooks } from '../support/bibleRead.js';

/**
 * A whole box of index cards read as an author would check it: a card for one person (a heading with the full name
 * in brackets, shorthand lines, a slash between two notes, a death in capitals), a card of minor people one to a
 * line, then cards of places, things and dates. Written for these tests (src/check/bibleTyped.ts, indexCards).
 */

const CARDS = `[ card 1 ] ---- PEOPLE
OLD FROST  (Isidore Frost)     the watchmaker, widower
  78. pale blue eyes / hair white. calls her "Mrs. Keogh".
  DIES: Sat 26 Jan 57 (ch six)
------------------------------

[ card 2 ] ---- PEOPLE
minor:
  ALBERT ROY JR. -- day porter, 60. keys.
  MAE DUNN -- the cook, 45, eyes brown, hair grey.
------------------------------

[ card 3 ] ---- PLACES
THE LINEN ROOM  behind the sluice
  - shelves to the ceiling
  * the night book kept here
------------------------------

[ card 4 ] ---- THINGS
THE HAMILTON -- Frost's watch
  gold, stops at ten past four.
------------------------------

[ card 5 ] ---- WHEN
  Mon 21 Jan 1957 ...... ch 1
  Sat 26 Jan 1957  ch 6
------------------------------
`;

const people = castLooks;

describe('a whole box of index cards', () => {
  it("makes a person of a card's heading and of each line of a card of minor people, with the shorthand's looks", () => {
    expect(people(CARDS)).toEqual([
      { name: 'Isidore Frost', line: 2, age: '78', eyes: 'pale blue', hair: 'white' },
      { name: 'Albert Roy Jr.', line: 9, age: '60', eyes: undefined, hair: undefined },
      { name: 'Mae Dunn', line: 10, age: '45', eyes: 'brown', hair: 'grey' },
    ]);
    const frost = parseBible(CARDS, ENGLISH).characters[0];
    expect(frost?.names).toEqual(['Isidore Frost', 'Isidore', 'Frost', 'Old Frost']);
    expect(frost?.diesIn).toEqual({ value: 6, line: 4 });
  });

  it("reads a card of places as places: its heading the place, its lines, bullets dropped, the place's description", () => {
    const places = parseBible(CARDS, ENGLISH).places.map((p) => [p.name, p.line, p.description]);
    expect(places).toEqual([
      ['The linen room', 14, 'behind the sluice shelves to the ceiling the night book kept here'],
    ]);
  });

  it('reads a card of things as objects and a card of dates as the timeline, leaders and wide spaces as dashes', () => {
    const bible = parseBible(CARDS, ENGLISH);
    expect(bible.objects.map((o) => [o.name, o.line, o.holder])).toEqual([['The hamilton', 20, 'Isidore Frost']]);
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.text])).toEqual([
      [1, 25, 'Mon 21 Jan 1957 — chapter 1'],
      [6, 26, 'Sat 26 Jan 1957 — chapter 6'],
    ]);
  });
});
