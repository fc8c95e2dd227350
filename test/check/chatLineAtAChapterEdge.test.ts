import { describe, expect, it } from 'vitest';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A line written as a sender's ("Mom: call me when you land") at a chapter's first or last paragraph, or beside a line of
 * narration in one paragraph: no chat by itself, so the paragraph stays narration. Texts written for these tests
 * (src/check/text.ts, documentParagraphs).
 */

/** The kinds of the paragraphs of a chapter written as `text`, after its heading. */
function kindsOf(text: string): string[] {
  const c = manuscriptOf(chaptersOf(text)).chapters[0];
  if (!c) throw new Error('no chapter');
  return c.paragraphs.slice(1).map((p) => p.kind);
}

describe("a sender's line with nothing of a chat beside it", () => {
  it('opening a chapter, with narration after it, is narration', () => {
    expect(kindsOf('Mom: call me when you land\n\nShe put the phone away.')).toEqual(['prose', 'prose']);
  });

  it('closing a chapter, after narration, is narration', () => {
    expect(kindsOf('She put the phone away.\n\nMom: call me when you land')).toEqual(['prose', 'prose']);
  });

  it('alone in its chapter is narration', () => {
    expect(kindsOf('Mom: call me when you land')).toEqual(['prose']);
  });

  it('over a line of narration in one paragraph is narration, and a chat of two such lines is not', () => {
    expect(
      kindsOf('The phone buzzed.\n\nMom: call me when you land\nShe put the phone away and started the car.'),
    ).toEqual(['prose', 'prose']);
    expect(kindsOf('The phone buzzed.\n\nMom: call me when you land\nDana: yes, at six')).toEqual(['prose', 'quote']);
  });
});
