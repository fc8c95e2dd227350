import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

/**
 * A chat set off as a block quote ("> Nell: are you there") is a quotation already; the one line after it that reads
 * as a chat's ("Tuesday: the ferry did not run.") is the narration's, as it is after narration: a line of a chat is
 * one only beside another chat line outside a block quote.
 */

const kinds = (text: string) =>
  chapterOf('chapter_01.md', text, 0, 1, ENGLISH).paragraphs.map(
    (p) => `${p.line} ${p.kind}${p.memory ? ' memory' : ''}`,
  );

describe('a one-line paragraph after a chat in a block quote', () => {
  it('is narration', () => {
    expect(
      kinds('# 1\n\n> Nell: are you there\n> Oskar: at the dock\n\nTuesday: the ferry did not run, and I walked.\n'),
    ).toEqual(['1 heading', '3 quote memory', '6 prose']);
  });
});
