import { describe, expect, it } from 'vitest';
import { castRead } from '../support/bibleRead.js';

/**
 * The full name a record's prose gives when its heading gives less ("## Aunt Rose" over "Rose Penhallow, Hester's
 * aunt…"): read from the first line of prose (past a blank line and past questions and answers), in its first
 * sentence only.
 */

const read = castRead;

describe('a record’s full name in its prose', () => {
  it('is read past a blank line under the heading', () => {
    expect(read('## The doctor\n\nAmos Kitto, fifty-eight, the island doctor. Grey eyes.\n')).toEqual([
      ['Amos Kitto', ['Amos Kitto', 'Amos', 'Kitto'], { role: 'island doctor @3', eyes: 'Grey @3' }],
    ]);
    expect(read("## Aunt Rose\n\nRose Penhallow, Hester's aunt, sixty. Grey eyes.\n")).toEqual([
      ['Rose Penhallow', ['Rose Penhallow', 'Rose', 'Penhallow', 'Aunt Rose'], { eyes: 'Grey @3', age: '60 @3' }],
    ]);
  });

  it('is read past a question and its answer; the heading’s name is kept as another', () => {
    expect(read("## Aunt Rose\nQ: Her eyes? A: grey\nRose Penhallow, Hester's aunt, sixty.\n")).toEqual([
      ['Rose Penhallow', ['Rose Penhallow', 'Rose', 'Penhallow', 'Aunt Rose'], { eyes: 'grey @2', age: '60 @3' }],
    ]);
  });

  it('is no name of a later sentence, one after an exclamation mark too', () => {
    expect(read('## Aunt Rose\nSixty, grey eyes, white hair! Rose Penhallow on the deeds.\n')).toEqual([
      ['Aunt Rose', ['Aunt Rose', 'Rose'], { eyes: 'grey @2', hair: 'white @2', age: '60 @2' }],
    ]);
  });

  it('is read under a bold heading: a word it shares with the heading is matched without the bold marks', () => {
    expect(read('## **Miss Vance**\nNora Vance, the schoolmistress, thirty-four. Grey eyes.\n')).toEqual([
      ['Nora Vance', ['Nora Vance', 'Nora', 'Vance', 'Miss Vance'], { eyes: 'Grey @2', age: '34 @2' }],
    ]);
  });

  it('under a heading that is no name, is the name of the one person its prose names', () => {
    expect(read('## The doctor\nAmos Kitto, fifty-eight.\nEyes: grey\nHome: Harbour Street\n')).toEqual([
      ['Amos Kitto', ['Amos Kitto', 'Amos', 'Kitto'], { eyes: 'grey @3', home: 'Harbour Street @4', age: '58 @2' }],
    ]);
  });

  it('says more than a heading of a title and a surname, "Dr." with its full stop', () => {
    expect(read('## Dr. Kitto\nAmos Kitto, the island doctor, fifty-eight. Grey eyes.\n')).toEqual([
      [
        'Amos Kitto',
        ['Amos Kitto', 'Amos', 'Kitto', 'Dr. Kitto'],
        { role: 'island doctor @2', eyes: 'Grey @2', age: '58 @2' },
      ],
    ]);
  });

  it('is no other person’s name in the sentence, one that shares no word with the heading', () => {
    expect(read('## Aunt Rose\nSister of Walter Penhallow, sixty, grey eyes.\n')).toEqual([
      ['Aunt Rose', ['Aunt Rose', 'Rose'], { eyes: 'grey @2', age: '60 @2' }],
    ]);
  });

  it('makes no record of a place’s heading whose prose names the man who built it', () => {
    const bible = '## The harbour\nBuilt by Walter Penhallow in 1890. Grey stone, forty moorings, a lamp at the end.\n';
    expect(read(bible)).toEqual([]);
  });
});
