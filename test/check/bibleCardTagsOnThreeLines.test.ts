import { describe, expect, it } from 'vitest';
import { cardsAsMarkdown } from '../../src/check/bibleCards.js';

/**
 * A binder's tag is a tag when it is on three lines or more: "[card]" on three lines makes each an item of its
 * section's list; on two, the lines are left as they are (src/check/bibleCards.ts, cardsAsMarkdown). Written for
 * these tests.
 */

describe('a tag at the margin of a binder export', () => {
  it('marks items when it is on exactly three lines', () => {
    expect(cardsAsMarkdown('NOTES\n-----\n\n[card] A thing.\n[card] Another.\n[card] Third.', undefined)).toBe(
      '## NOTES\n\n\n- A thing.\n- Another.\n- Third.',
    );
  });

  it('is a word in brackets, and the text is left alone, when it is on only two lines', () => {
    const text = 'NOTES\n-----\n\n[card] A thing.\n[card] Another.\n[note] Third.';
    expect(cardsAsMarkdown(text, undefined)).toBe(text);
  });
});
