import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castLooks } from '../support/bibleRead.js';

/**
 * A whole cast page read as an author would check it: the play's title and its subtitle over the cast, entries with
 * dotted leaders (an age in brackets opening one's paragraph, an age in another's note, a paragraph after a blank
 * line), then the page's own lists: sets as places, props as objects, a schedule as the timeline. Written for these
 * tests (src/check/bibleTyped.ts, castPage and listLine).
 */

const PAGE = `                    THE NIGHT WARD
          a play in two acts, after the Lindqvist letters

                 CAST OF CHARACTERS

NORA LACEY ........................ a student nurse
     (23, single) Grey eyes, red hair. From Kirkwall.
THOMAS "TUCK" KEOGH ............... the night porter

     Keeps the keys (14 of them) of the linen room.
     Brown eyes. Collects things.
SISTER AGNES MORROW ............... sixties, the ward sister
RUTH ABERNATHY .................... a widow, 58

                                 SETS

INT. WARD 7 -- NIGHT. Men's medical, twelve beds.
THE LINEN ROOM: behind the sluice.
   shelves to the ceiling.

                                 PROPS

THE HAMILTON -- Frost's watch, gold.
THE LEDGER ... the night book, green.

                               SCHEDULE

Ch 1   MON 21 JAN 1957 ... Nora starts on nights.
Ch 5  TUE 22 JAN 1957  watch given
`;

const people = castLooks;

describe('a whole cast page', () => {
  it('makes each entry a person at its line, with the ages and looks its note and paragraph give', () => {
    expect(people(PAGE)).toEqual([
      { name: 'Nora Lacey', line: 6, age: '23', eyes: 'Grey', hair: 'red' },
      { name: 'Thomas Keogh', line: 8, age: undefined, eyes: 'Brown', hair: undefined },
      { name: 'Agnes Morrow', line: 12, age: '60s', eyes: undefined, hair: undefined },
      { name: 'Ruth Abernathy', line: 13, age: '58', eyes: undefined, hair: undefined },
    ]);
    const bible = parseBible(PAGE, ENGLISH);
    expect(bible.characters[0]?.fields.role?.value).toBe('student nurse');
    expect(bible.characters[1]?.names).toEqual(['Thomas Keogh', 'Thomas', 'Keogh', 'Tuck', 'Tuck Keogh']);
  });

  it('reads the sets as places, a scene heading and its time dropped, an indented line going on with the set above', () => {
    const places = parseBible(PAGE, ENGLISH).places.map((p) => [p.name, p.line, p.description]);
    expect(places).toEqual([
      ['Ward 7', 17, "Men's medical, twelve beds."],
      ['The linen room', 18, 'behind the sluice. shelves to the ceiling.'],
    ]);
  });

  it('reads the props as objects, a dotted leader or a double dash between a prop and its note', () => {
    const objects = parseBible(PAGE, ENGLISH).objects.map((o) => [o.name, o.line, o.holder]);
    expect(objects).toEqual([
      ['The hamilton', 23, 'Frost'],
      ['The ledger', 24, undefined],
    ]);
  });

  it('reads the schedule as the timeline: chapter, weekday and date, the leaders and wide spaces as dashes', () => {
    const timeline = parseBible(PAGE, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.text, t.weekday, t.date]);
    expect(timeline).toEqual([
      [1, 28, 'chapter 1 — Mon 21 Jan 1957 — Nora starts on nights.', 1, { day: 21, month: 1, year: 1957 }],
      [5, 29, 'chapter 5 — Tue 22 Jan 1957 — watch given', 2, { day: 22, month: 1, year: 1957 }],
    ]);
  });

  it('reads a mixed-case "Setting:" line and a part that is no person ("THE VOICE") as no list: the cast goes on', () => {
    const page = `                    THE NIGHT WARD

                 CAST OF CHARACTERS
Setting: Ward 7, Kirkwall.

NORA LACEY ........................ a student nurse
     Nights on Ward 7 (12 beds) since the spring.
THE VOICE ......................... (OFF)
RUTH ABERNATHY .................... a widow, 58
`;
    const bible = parseBible(page, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value])).toEqual([
      ['Nora Lacey', 6, undefined],
      ['Ruth Abernathy', 9, '58'],
    ]);
    expect(bible.places).toEqual([]);
  });
});

describe('a cast page that opens with its setting', () => {
  it('reads the setting as places, a "Cast:" line and "THE COMPANY" as going back to the people', () => {
    const page = `THE NIGHT WARD

SETTING
WARD 7 -- men's medical, twelve beds.

Cast:
NORA LACEY (23) — a student nurse
ANNA BELL, 40s, the ward sister
ALBERT ROY JR. (60) — day porter

PROPS
THE HAMILTON -- Frost's watch

THE COMPANY
MAE DUNN, 45, the cook
`;
    const bible = parseBible(page, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value])).toEqual([
      ['Nora Lacey', 7, '23'],
      ['Anna Bell', 8, '40s'],
      ['Albert Roy Jr.', 9, '60'],
      ['Mae Dunn', 15, '45'],
    ]);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([['Ward 7', 4]]);
    expect(bible.objects.map((o) => [o.name, o.line])).toEqual([['The hamilton', 12]]);
  });
});

describe('a cast page whose sets have dotted leaders too', () => {
  it('reads a set with a leader as a place, not as one more of the cast', () => {
    const page = `                    THE NIGHT WARD

NORA LACEY ........................ a student nurse
THOMAS KEOGH ...................... the night porter
RUTH ABERNATHY .................... a widow, 58

                                 SETS

WARD SEVEN ........................ men's medical
KIRKWALL PIER ..................... the night ferry
`;
    const bible = parseBible(page, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line])).toEqual([
      ['Nora Lacey', 3],
      ['Thomas Keogh', 4],
      ['Ruth Abernathy', 5],
    ]);
    expect(bible.places.map((p) => [p.name, p.line, p.description])).toEqual([
      ['Ward seven', 9, "men's medical"],
      ['Kirkwall pier', 10, 'the night ferry'],
    ]);
  });
});
