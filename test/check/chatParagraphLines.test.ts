import { describe, expect, it } from 'vitest';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** The kinds of the paragraphs of a chapter written as `text` (a chat read as a quotation), after its heading. */
function kindsOf(text: string): string[] {
  const c = manuscriptOf(chaptersOf(text)).chapters[0];
  if (!c) throw new Error('no chapter');
  return c.paragraphs.slice(1).map((p) => p.kind);
}

describe('a chat written as the lines of one paragraph', () => {
  it('reads a paragraph of two senders\u2019 lines as a chat, quoted', () => {
    const text = 'The phone buzzed twice.\n\nMom: call me when you land\nDana: yes, at six\n\nShe put it away.';
    expect(kindsOf(text)).toEqual(['prose', 'quote', 'prose']);
  });

  it('reads one line of a sender alone as narration', () => {
    expect(kindsOf('The phone buzzed twice.\n\nMom: call me when you land\n\nShe put it away.')).toEqual([
      'prose',
      'prose',
      'prose',
    ]);
  });
});
