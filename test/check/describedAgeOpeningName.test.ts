import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "Ada Marsh waited on the pier, a girl of twelve": a person of an age said after a predicate is the name's only
 * when the name opens its sentence (src/check/facts.ts, describedOwner). Speech before the name in the same sentence
 * is blanked from the narration and still leaves the name opening it; a name inside the subject ("The woman who
 * raised Ada Marsh") is not the one described.
 */

const PEOPLE = 'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too.';

describe('a person of an age after a predicate', () => {
  it('is the name that opens the sentence', () => {
    expect(attributesOf(`${PEOPLE}\n\nAda Marsh waited on the pier, a girl of twelve.`)).toEqual(['Ada Marsh age 12']);
  });

  it('is the name that opens the narration after a line of speech', () => {
    expect(attributesOf(`${PEOPLE}\n\n"Come here." Ada Marsh waited on the pier, a girl of twelve.`)).toEqual([
      'Ada Marsh age 12',
    ]);
  });

  it('is not a name inside the subject ("The woman who raised Ada Marsh waited…, a widow of sixty")', () => {
    expect(attributesOf(`${PEOPLE}\n\nThe woman who raised Ada Marsh waited on the pier, a widow of sixty.`)).toEqual(
      [],
    );
  });
});
