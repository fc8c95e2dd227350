import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { numberedLinesOf } from '../support/bibleRead.js';

/**
 * A JSON block fenced among notes: its people read as data, its lines and its fences no prose. A bible saved with
 * old Mac line ends (a lone carriage return) read as one with line feeds.
 */

const lines = numberedLinesOf;

describe('a fenced JSON block among notes', () => {
  it('gives its people; its fences and lines are no note, the prose around it is', () => {
    const bible =
      '# Notes\n\nThe cast, as data.\n\n```json\n{"characters": [{"name": "Hester Quayle", "eyes": "grey", "age": 34}]}\n' +
      '```\n\nTold in the third person.\n';
    expect(lines(bible)).toEqual([
      '6 ## Characters',
      '6 ### Hester Quayle',
      '6 - eyes: grey',
      '6 - age: 34',
      '2 ## Notes',
      '2 ',
      '4 ',
      '5 ',
      '6 ',
      '7 ',
      '8 ',
      '10 ',
      '3 The cast, as data.',
      '9 Told in the third person.',
    ]);
    expect(
      parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value, c.fields.age?.line]),
    ).toEqual([['Hester Quayle', 'grey', 6]]);
  });
});

describe('a bible with lone carriage returns', () => {
  it('is read line by line', () => {
    const bible = '## Characters\r\r### Hester Quayle\r- Eyes: grey\r- Age: 34\r';
    expect(
      parseBible(bible, ENGLISH).characters.map((c) => [
        c.name,
        c.fields.eyes?.value,
        c.fields.eyes?.line,
        c.fields.age?.line,
      ]),
    ).toEqual([['Hester Quayle', 'grey', 4, 5]]);
  });
});
