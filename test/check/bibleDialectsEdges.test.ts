import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castRead, numberedLinesOf } from '../support/bibleRead.js';

/**
 * Bible dialects at their edges, each bible read inside its test: an index card's parts (quoted names, a name it
 * calls another, an age, a colour with a remark, a change in brackets, a remark before a field), a record whose
 * heading gives less of the name than its prose or a name in brackets, a stage cast list (a year of birth in the
 * bracket, another name in it, lines that run on to a blank one), and a bold name's own lines (bullets, indented
 * lines, labels, the next bold name, a file with no last newline).
 */

const read = castRead;

const lines = numberedLinesOf;

describe('an index card', () => {
  it('reads a quoted name as one they go by, quoted words that are no name as none, and a remark typed close', () => {
    const card =
      'Cards\n\n---\nMARY HALE\nnarrator; "Never again" she says / "Moll" to her aunt\neyes blue(her mother\'s)\n';
    expect(read(card)).toEqual([['Mary Hale', ['Mary Hale', 'Mary', 'Hale', 'Moll'], { eyes: 'blue @6' }]]);
  });

  it('reads its parts: a name it goes by, not one it calls another; an age; a colour without its remark; a change', () => {
    const cards =
      'Cards\n\n---\nMARY HALE\nnarrator; "Molly" to family / calls him "Da"\n17 — turned 17 in May\n' +
      "eyes blue (her mother's) / hair (long) uncut\n---\nANNE DUVAL\nthe aunt\neyes grey / hair black (dyed, ch 4)\n" +
      '(dyed) hair red\n';
    expect(read(cards)).toEqual([
      ['Mary Hale', ['Mary Hale', 'Mary', 'Hale', 'Molly'], { age: '17 @6', eyes: 'blue @7', hair: '(long) uncut @7' }],
      ['Anne Duval', ['Anne Duval', 'Anne', 'Duval'], { eyes: 'grey @11', hair: 'black (dyed, ch 4) @11' }],
    ]);
    // A part that is no field stays a line of the card as written.
    expect(lines(cards)).toEqual(expect.arrayContaining(['10 - the aunt', '12 - (dyed) hair red']));
  });
});

describe('a record’s heading', () => {
  it('gives way to the fuller name its prose gives, kept as another name; a name in brackets is one too', () => {
    const bible =
      "## Aunt Rose\nRose Penhallow, Hester's aunt, sixty. Grey eyes, white hair.\n\n## Eleanor Vane (aka Nell)\nEyes: green\n";
    expect(read(bible)).toEqual([
      [
        'Rose Penhallow',
        ['Rose Penhallow', 'Rose', 'Penhallow', 'Aunt Rose'],
        { age: '60 @2', eyes: 'Grey @2', hair: 'white @2' },
      ],
      ['Eleanor Vane', ['Eleanor Vane', 'Eleanor', 'Vane', 'Nell'], { eyes: 'green @5' }],
    ]);
    // A space inside the bracket, before its lead word, is no part of the name.
    expect(read('## Eleanor Vane ( aka Nell)\nEyes: green\n')).toEqual([
      ['Eleanor Vane', ['Eleanor Vane', 'Eleanor', 'Vane', 'Nell'], { eyes: 'green @2' }],
    ]);
    // So in a bullet's name: "( aka Nell)" gives Nell, not "aka Nell".
    expect(
      parseBible('## Characters\n\n- Eleanor Vane ( aka Nell) — keeper, green eyes\n', ENGLISH).characters.map(
        (c) => c.names,
      ),
    ).toEqual([['Eleanor Vane', 'Nell', 'Eleanor', 'Vane']]);
    // In bold, the bracket still ends the title.
    expect(read('## **William Pruitt (Bill)**\nEyes: grey\n')).toEqual([
      ['William Pruitt', ['William Pruitt', 'William', 'Pruitt', 'Bill'], { eyes: 'grey @2' }],
    ]);
  });
});

describe('a stage cast list', () => {
  it('reads an age from a bracket that opens on it, and none from a year of birth', () => {
    const text =
      "ANNA KELLER (b. 1865) — the ferryman's daughter; grey eyes\n\nHANS KELLER (24) — her brother; brown eyes\n";
    const bible = parseBible(text, ENGLISH);
    // Anna's entry says nothing it was not told: no age, no other line.
    expect(lines(text).slice(0, 6)).toEqual([
      '1 ## Characters',
      '1 ### Anna Keller',
      "1 - the ferryman's daughter; grey eyes",
      '3 ### Hans Keller',
      '3 - age: 24',
      '3 - her brother; brown eyes',
    ]);
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Anna Keller', undefined, 'grey'],
      ['Hans Keller', '24', 'brown'],
    ]);
  });

  it('reads the lines of an entry to a blank one (spaces alone too), and another name in its bracket', () => {
    const bible =
      "ANNA KELLER (24) — the ferryman's daughter\nGrey eyes, black hair.\n   \nThe ferry runs at dawn.\n\nMARGARET HALE (Peggy) — the cook; brown eyes\nGrey hair.";
    expect(read(bible)).toEqual([
      ['Anna Keller', ['Anna Keller', 'Anna', 'Keller'], { age: '24 @1', eyes: 'Grey @2', hair: 'black @2' }],
      [
        'Margaret Hale',
        ['Margaret Hale', 'Margaret', 'Hale', 'Peggy'],
        { role: 'cook @6', eyes: 'brown @6', hair: 'Grey @7' },
      ],
    ]);
    expect(lines(bible)).toContain('4 The ferry runs at dawn.');
  });
});

describe('a bold name’s own lines', () => {
  it('are its bullets, indented lines and labels, to the next bold name or a line of prose; a bullet entry’s, its nested bullets', () => {
    // No newline at the end: the last entry's lines run to the end of the file.
    const bible =
      '**Mara Voss**\n- Eyes: grey\n   keeper of the light\n born on the Skerry\nLikes: tea\n- **Tomas Reyes** — relief man, brown eyes\nAt dusk, the rule is: the lamp is lit.\n\n- **Ilse Brandt** — the aunt\n  - Eyes: hazel';
    expect(lines(bible)).toEqual([
      '1 ## Characters',
      '1 ### Mara Voss',
      '2 - eyes: grey',
      '3 - keeper of the light',
      '4 - born on the Skerry',
      '5 - Likes: tea',
      '6 ### Tomas Reyes — relief man, brown eyes',
      '9 ### Ilse Brandt — the aunt',
      '10 - eyes: hazel',
      '8 ## Notes',
      '8 ',
      '7 At dusk, the rule is: the lamp is lit.',
    ]);
    expect(read(bible).map(([name, , fields]) => [name, fields])).toEqual([
      ['Mara Voss', { eyes: 'grey @2' }],
      ['Tomas Reyes', { eyes: 'brown @6' }],
      ['Ilse Brandt', { eyes: 'hazel @10' }],
    ]);
  });
});
