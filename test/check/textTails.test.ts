import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { castOf } from '../../src/check/cast.js';
import { lastWordStart, paragraphVoice, tailBefore } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

describe('the words before a subject, read in place', () => {
  it('finds where the word that ends at a place starts, letters outside the basic plane included', () => {
    expect(lastWordStart('the house where I', 15)).toBe(10);
    expect(lastWordStart('said Élodie', 11)).toBe(5);
    expect(lastWordStart('o 𝒜𝒷c', 6)).toBe(2);
    expect(lastWordStart('where, ', 7)).toBe(7);
    expect(lastWordStart('', 0)).toBe(0);
  });

  it('gives the word before a place and the white space after it, however long', () => {
    expect(tailBefore('the house where   I keep it', 18)).toBe('where   ');
    expect(tailBefore('all of my father\u2019s\n I have', 20)).toBe('father\u2019s\n ');
    expect(tailBefore('(where I', 7)).toBe('(where ');
    expect(tailBefore('I', 0)).toBe('');
  });
});

describe('a relative clause before a subject', () => {
  const voteOf = (text: string) =>
    paragraphVoice(
      chapterOf('chapter_01.md', text, 0, 1, ENGLISH).paragraphs[0]!,
      castOf(parseBible('', ENGLISH)),
      ENGLISH,
    );

  it('keeps the narrator\u2019s own present out of a past scene\u2019s votes, but not the present of "somewhere I"', () => {
    expect(voteOf('We came to the barn where I keep the tools.').present).toBe(0);
    expect(voteOf('We came to the barn, somewhere I keep the tools.').present).toBe(1);
  });
});
