import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { castOf } from '../../src/check/cast.js';
import { paragraphVoice, tailBefore } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

/**
 * The word before a subject is read back to the white space before it (src/check/facts.ts, tailBefore): a tab, a
 * carriage return, a no-break or thin space is white space as a plain space is; a stray control character is not.
 */

describe('the word before a place, behind other white space', () => {
  it('stops at a tab, a line break or a carriage return before the word', () => {
    expect(tailBefore('the barn\twhere I', 15)).toBe('where ');
    expect(tailBefore('the barn\nwhere I', 15)).toBe('where ');
    expect(tailBefore('the barn\rwhere I', 15)).toBe('where ');
    expect(tailBefore('the barn where\t\rI', 16)).toBe('where\t\r');
  });

  it('stops at a no-break or thin space before the word', () => {
    expect(tailBefore('the barn\u00a0where I', 15)).toBe('where ');
    expect(tailBefore('the barn\u2009where\u00a0I', 15)).toBe('where\u00a0');
  });

  it('reads a stray control character as part of the word', () => {
    expect(tailBefore('the barn\u0007where I', 15)).toBe('barn\u0007where ');
  });
});

describe('a relative clause before a subject, behind other white space', () => {
  const voteOf = (text: string) =>
    paragraphVoice(
      chapterOf('chapter_01.md', text, 0, 1, ENGLISH).paragraphs[0]!,
      castOf(parseBible('', ENGLISH)),
      ENGLISH,
    );

  it('keeps the narrator\u2019s present out of the votes after "where", a space and a no-break space', () => {
    expect(voteOf('We came to the barn where \u00a0I keep the tools.').present).toBe(0);
    expect(voteOf('We came to the barn, somewhere \u00a0I keep the tools.').present).toBe(1);
  });
});
