import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A thread the bible names with bare chapters, and no word for which is its setup and which its payoff. */
const threadsOf = (lines: string[]) =>
  parseBible(`# Bible\n\n## Open threads\n\n${lines.join('\n')}\n`, ENGLISH).threads.map((t) => [t.setup, t.payoff]);

describe('a thread named with bare chapters', () => {
  it('runs from the first chapter it names to the last, when it names two', () => {
    expect(threadsOf(['- The brass key: chapter 3, chapter 9'])).toEqual([[3, 9]]);
  });

  it('has no setup nor payoff when it names only one chapter', () => {
    expect(threadsOf(['- The brass key: chapter 3'])).toEqual([[undefined, undefined]]);
  });
});
