import { describe, expect, it } from 'vitest';
import { capitalRuns } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The capitalised runs of a sentence (src/check/facts.ts, capitalRuns): each candidate name with where it starts and
 * ends in the sentence, the text after it being what tells whether it speaks or acts ("Mara Voss turned").
 */

describe('the capitalised runs of a sentence', () => {
  it('gives each run its words, its start and its end, and the words a possessive owns', () => {
    const sentence = 'Then Mara Voss met Mr. Pike by Tom’s Linotype.';
    const runs = capitalRuns(sentence, ENGLISH);
    expect(runs).toEqual([
      { words: ['Then', 'Mara', 'Voss'], index: 0, end: 14, owned: [] },
      { words: ['Mr.', 'Pike'], index: 19, end: 27, owned: [] },
      { words: ['Tom', 'Linotype'], index: 31, end: 45, owned: [1] },
    ]);
    // The end is just past the run: what follows is the rest of the sentence.
    expect(runs.map((r) => sentence.slice(r.end))).toEqual([
      ' met Mr. Pike by Tom’s Linotype.',
      ' by Tom’s Linotype.',
      '.',
    ]);
  });
});
