import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark told only of an unnamed "his", in a book whose named men bear other marks (a scar on the cheek, not the
 * missing fingers): no name bears this one, so it is still the unnamed bearer's, held to its first side.
 */

const marks = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.message.includes(' is on the '))
    .map((f) => [`${f.file}:${f.line}`, f.confidence, f.message]);

const WARD = 'The man in the end bed lay very still. His left hand was missing two fingers, the stumps long healed.';
const LATER = 'At midnight the old man waved me over with his bad hand, the right one with the fingers gone.';

describe('an unnamed bearer’s mark beside named men with other marks', () => {
  it('is no named man’s', () => {
    const named = 'Ezra Holt came in from the yard. He had a scar across his right cheek.';
    const other = 'Tom Reed came in after him. He had a scar on his left cheek.';
    expect(marks(`${named} ${other}\n\n${WARD}`, LATER)).toEqual([
      [
        'chapter_02.md:3',
        0.6,
        'the missing finger (hand) is on the right here; chapter_01.md:5 puts it on the left (no one else in the book bears it)',
      ],
    ]);
    expect(marks(`${named}\n\n${WARD}`, LATER)).toEqual([
      [
        'chapter_02.md:3',
        0.6,
        'the missing finger (hand) is on the right here; chapter_01.md:5 puts it on the left (no one else in the book bears it)',
      ],
    ]);
  });
});
