import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A cast page's paragraph with a title's stop inside a sentence ("Dr. Kaplan"): no sentence ends there. */

const PAGE = `CAST OF CHARACTERS

MARA VOSS .............. the keeper, thirty-four

    Hair: brown, cut short by Dr. Kaplan. Grey eyes.

TOMAS REYES ............ her assistant, twenty
IDA BELL ............... the postmistress, sixty
`;

describe('a title inside a sentence of a cast page', () => {
  it('keeps the sentence whole: the hair runs past "Dr." to the sentence’s end', () => {
    expect(parseBible(PAGE, ENGLISH).characters[0]?.fields).toMatchObject({
      hair: { value: 'brown, cut short by Dr. Kaplan', line: 5 },
      eyes: { value: 'Grey', line: 5 },
    });
  });
});
