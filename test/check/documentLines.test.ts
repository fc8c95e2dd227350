import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

/**
 * A document set in the narration is read line by line: an e-mail's header is two lines of one paragraph at least,
 * with no greeting after it, and a chat alone between paragraphs of narration is its two lines.
 */

/** The lines of the paragraphs read as a document (a quotation: its "I" and its tense are its writer's). */
const documents = (...paragraphs: string[]) =>
  chapterOf('chapter_01.md', `# One\n\n${paragraphs.join('\n\n')}\n`, 0, 1, ENGLISH)
    .paragraphs.filter((p) => p.kind === 'quote')
    .map((p) => p.line);

const BEFORE = 'Nell Ash drove north on the Tuesday with the radio off. She stopped once for coffee.';
const AFTER = 'Tom Ash came out onto the porch. He lifted a hand, and she parked by the gate.';

describe('an e-mail with no greeting', () => {
  it('is a document from its header lines, through its body', () => {
    expect(
      documents(
        BEFORE,
        'From: Nell Ash\nTo: Tom Ash\nSubject: the house',
        'I am coming up on Friday. I want to go through it before strangers do.',
      ),
    ).toEqual([5, 9]);
  });
});

describe('a chat alone in the narration', () => {
  it('is a document of its two lines, and the narration around it is not', () => {
    expect(documents(BEFORE, 'Mom: are you there yet\nNell: here, tired', AFTER)).toEqual([5]);
  });
});
