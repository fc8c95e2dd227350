import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person asked after in bold ("**Q: Who is Mr Crouch?** A: Samuel Crouch, sixty-four…"): a record of their own,
 * named by the full name the answer gives, the name asked a name they go by, and what the answer says their fields.
 * A line opening ":" after a blank line is no definition: the blank line is no term, and "Tom Hale" in it no record.
 */

const read = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names, c.line, c.fields, c.gender]);

describe('a question and its answer', () => {
  it('make a record of the person asked after, with the fields the answer gives', () => {
    expect(
      read('# Notes\n\n**Q: Who is Mr Crouch?** A: Samuel Crouch, sixty-four, the ferryman. Grey eyes.\n'),
    ).toEqual([
      [
        'Samuel Crouch',
        ['Samuel Crouch', 'Samuel', 'Crouch', 'Mr Crouch'],
        3,
        { role: { value: 'ferryman', line: 3 }, eyes: { value: 'Grey', line: 3 }, age: { value: '64', line: 3 } },
        'male',
      ],
    ]);
  });
});

describe('a question after someone by no name', () => {
  it('makes a record of the one full name the answer gives, and no other name of theirs', () => {
    const bible = parseBible(
      '# Notes\n\n**Q: Who is the ferryman?** A: Samuel Crouch, sixty-four. Grey eyes.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.names])).toEqual([
      ['Samuel Crouch', ['Samuel Crouch', 'Samuel', 'Crouch']],
    ]);
  });
});

describe('a line opening ":" under a blank line', () => {
  it('goes on about the person of the paragraph above: the blank line is no term naming someone else', () => {
    expect(
      read('Hester Quayle keeps the school.\n\n: She writes to Tom Hale every week. She has grey eyes.\n'),
    ).toEqual([
      ['Hester Quayle', ['Hester Quayle', 'Hester', 'Quayle'], 1, { eyes: { value: 'grey', line: 3 } }, 'female'],
    ]);
  });
});
