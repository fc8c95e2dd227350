import { describe, expect, it } from 'vitest';
import { castRead } from '../support/bibleRead.js';

/**
 * A name line and the labelled lines under it ("Mara Voss - pilot, 34" over "eyes - grey"), or a name line whose
 * own parts are labelled ("Mara Voss: eyes grey, hair black, age 34"): a person's record, its parts split at commas
 * and semicolons, a note in brackets after the name read as what it says.
 */

const read = castRead;

const mara = ['Mara Voss', 'Mara', 'Voss'];

describe('a name line', () => {
  it('over labelled lines: its note and the lines are hers', () => {
    expect(read('Mara Voss - pilot, 34\neyes - grey\nhair - black\n')).toEqual([
      ['Mara Voss', mara, { eyes: 'grey @2', hair: 'black @3', role: 'pilot @1', age: '34 @1' }],
    ]);
  });

  it('after a colon, with its parts split at commas', () => {
    expect(read('Mara Voss: eyes grey, hair black, age 34\n')).toEqual([
      ['Mara Voss', mara, { eyes: 'grey @1', hair: 'black @1', age: '34 @1' }],
    ]);
  });

  it('after a comma, with its parts split at semicolons', () => {
    expect(read('Mara Voss, pilot; eyes grey; age 34\n')).toEqual([
      ['Mara Voss', mara, { eyes: 'grey @1', age: '34 @1', role: 'pilot @1' }],
    ]);
  });

  it('with a bracket after the name, over a labelled line', () => {
    expect(read('Mara Voss (Captain)\neyes: grey\n')).toEqual([
      ['Mara Voss', mara, { eyes: 'grey @2', role: 'captain @1' }],
    ]);
    expect(read('Mara Voss (pilot, 34)\neyes: grey\n')).toEqual([
      ['Mara Voss', mara, { eyes: 'grey @2', role: 'pilot @1', age: '34 @1' }],
    ]);
  });
});
