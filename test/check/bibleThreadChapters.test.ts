import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The open threads of a bible whose Open threads section holds the bullets given: [setup, payoff] of each. */
function threads(...bullets: string[]): Array<[number | undefined, number | 'open' | undefined]> {
  const bible = parseBible(`## Open threads\n\n${bullets.map((b) => `- ${b}`).join('\n')}\n`, ENGLISH);
  return bible.threads.map((t) => [t.setup, t.payoff]);
}

describe('a thread of the bible, by its chapters', () => {
  it('takes a thread that only lists chapters as set up in the first and paid off in the last', () => {
    expect(threads('The ghost: chapter 2, chapter 5, chapter 7.')).toEqual([[2, 7]]);
  });

  it('keeps a thread set up in a chapter open to the end when no chapter is said to pay it off', () => {
    expect(threads('The missing ledger: set up in chapter 2, mentioned again in chapter 5.')).toEqual([[2, undefined]]);
  });

  it('does not take the chapters a paid-off thread mentions as its set-up', () => {
    expect(threads('Who took the key? Resolved in chapter 9, after a hint in chapter 3.')).toEqual([[undefined, 9]]);
    expect(threads('The fire in chapter 2 and chapter 4: still unresolved.')).toEqual([[undefined, 'open']]);
  });
});
