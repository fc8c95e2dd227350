import { describe, expect, it } from 'vitest';
import { isNarration, isNarrationAt, isTold } from '../../src/check/facts.js';
import type { Paragraph } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Which paragraphs are the narrator's telling (src/check/facts.ts, isNarration, isTold and isNarrationAt): not one
 * set in italics, not one opening on a quotation within a quotation, not one that opens a speech running on into
 * the next paragraph; and, sentence by sentence, not the part of a paragraph after its memory starts. Paragraphs
 * written for these tests.
 */

function paragraphOf(text: string): Paragraph {
  const p = manuscriptOf(chaptersOf(text)).chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
  if (!p) throw new Error('no prose paragraph');
  return p;
}

describe('a paragraph told by the narrator', () => {
  it('is not one set in italics, even as a memory', () => {
    expect(isTold(paragraphOf('*I walked in. I sat down.*'))).toBe(false);
  });

  it('is one with a word in italics inside it', () => {
    expect(isNarration(paragraphOf('He walked in, *slowly*, and sat.'))).toBe(true);
  });

  it('is one with a footnote mark after its first word', () => {
    expect(isNarration(paragraphOf('Everyone* came to the fair.'))).toBe(true);
  });

  it('is one whose first word runs into a quotation within a quotation', () => {
    expect(isNarration(paragraphOf('Then—“‘Tis late,’ he said, “and cold.”'))).toBe(true);
  });

  it('is not one opening on a quotation within a quotation', () => {
    expect(isNarration(paragraphOf('"\'My heart," she began.'))).toBe(false);
  });

  it('is one with a quotation within a quotation later in it', () => {
    expect(isNarration(paragraphOf('He said, "\'Tis late, and I am cold."'))).toBe(true);
  });

  it('is one opening on a quotation with an apostrophe in its first word', () => {
    expect(isNarration(paragraphOf('"Don\'t go," he said.'))).toBe(true);
  });

  it('is not one opening on a speech that runs on into the next paragraph', () => {
    expect(isNarration(paragraphOf('"I walked in," he said. "And then'))).toBe(false);
  });

  it('is one whose speech opens after the narration, closed or not', () => {
    expect(isNarration(paragraphOf('He said, "Come in.'))).toBe(true);
    expect(isNarration(paragraphOf('"Hello," he said.'))).toBe(true);
  });
});

describe('a paragraph whose memory starts at a later sentence', () => {
  const p = paragraphOf('He walked in. Years before, he had lived here. He had been happy then.');

  it('is the present in its sentences before the memory, and not after', () => {
    expect([0, 1, 2].map((i) => isNarrationAt(p, i))).toEqual([true, false, false]);
  });

  it("is the narrator's telling as a whole, but not the story's present", () => {
    expect([isTold(p), isNarration(p)]).toEqual([true, false]);
  });
});
