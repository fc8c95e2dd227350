import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The bible's side of one character's mark holds no other character, and none of their other marks, to it. Texts written for these tests. */

const found = (files: Record<string, string>, bible: string) =>
  checkAttributes(manuscriptOf(files, bible), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const bible =
  '## Characters\n\n### Ivo Brand\n- an old white scar through his left eyebrow\n\n### Tam Reid\n- a fisherman\n';

describe('a mark the bible gives one character', () => {
  it('is no slip when another character has that mark on the other side', () => {
    expect(
      found({ 'chapter_01.md': '# One\n\nTam Reid rubbed the old scar through his right eyebrow.\n' }, bible),
    ).toEqual([]);
  });

  it('while its own character with it on the other side is one', () => {
    expect(
      found({ 'chapter_01.md': '# One\n\nIvo Brand rubbed the old scar through his right eyebrow.\n' }, bible),
    ).toEqual(["chapter_01.md:3 Ivo Brand's scar (eyebrow) is on the right here; bible: on the left (bible.md:4)"]);
  });
});

describe('two marks the bible gives one character', () => {
  const two =
    '## Characters\n\n### Ivo Brand\n- an old white scar through his left eyebrow\n- a scar across the back of his right hand\n';

  it("holds each to its own side, not to the other mark's", () => {
    expect(
      found({ 'chapter_01.md': '# One\n\nIvo Brand rubbed the scar across the back of his right hand.\n' }, two),
    ).toEqual([]);
    expect(
      found({ 'chapter_01.md': '# One\n\nIvo Brand rubbed the scar across the back of his left hand.\n' }, two),
    ).toEqual(["chapter_01.md:3 Ivo Brand's scar (hand) is on the left here; bible: on the right (bible.md:5)"]);
  });
});
