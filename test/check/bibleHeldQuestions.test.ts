import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's record that asks who holds a thing ("Who has the ledgers?") and answers when and to whom it passes
 * ("Nell until Friday 6 March, then to Mr Crouch"): the thing is handed on in the chapter the bible dates that day,
 * to the person the answer names.
 */

const QUESTIONS = `## Nell Aske

**Q: How old is she?** A: Forty.

**Q: Who has the ledgers?** A: Nell until Friday 6 March, then to Mr Crouch.

## Tobias Crouch

**Q: How old is he?** A: Sixty.

## Dates

**Q: Give the dates in order.** A: Mon 2 March 1998 chapter 1 · Fri 6 March chapter 2 · Sun 8 March chapter 3
`;

describe('a question of who holds a thing, in a person’s record', () => {
  it('hands the thing on to the one the answer names, in the chapter of the day it names', () => {
    const bible = parseBible(QUESTIONS, ENGLISH);
    expect(bible.givings?.map((g) => `${g.giver} ${g.noun} ${g.to} ${g.chapter} ${g.line}`)).toEqual([
      'Nell Aske ledger Tobias Crouch 2 5',
    ]);
  });
});
