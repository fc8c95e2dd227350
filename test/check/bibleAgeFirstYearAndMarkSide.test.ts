import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The bible's word on a character against the text: its age stands in the first year a chapter's heading names
 * (a prologue with no year before it changes nothing), and a mark it puts on one side is a slip on the other.
 */

const found = (files: Record<string, string>, bible: string) =>
  checkAttributes(manuscriptOf(files, bible), ENGLISH).findings.map((f) => [
    `${f.file}:${f.line}`,
    f.category,
    f.confidence,
    f.message,
  ]);

describe("the bible's age in a book whose first chapter names no year", () => {
  it('stands in the first year a later heading names', () => {
    const bible = '## Characters\n\n### Susan Pask\n- Age: 7\n';
    const book = (age: string) => ({
      'chapter_01.md': '# Prologue\n\nThe house stood empty that winter.\n',
      'chapter_02.md': '# Chapter One: 1952\n\nSusan Pask walked to the sea with her mother.\n',
      'chapter_03.md': `# Chapter Two: 1966\n\nSusan Pask was ${age} that spring.\n`,
    });
    expect(found(book('twenty-one'), bible)).toEqual([]);
    expect(found(book('seven'), bible)).toHaveLength(1);
  });
});

describe('a mark the bible puts on one side', () => {
  it('is an attribute slip on the other side, naming the bible’s line', () => {
    const bible = '## Characters\n\n### Ivo Brand\n- an old white scar through his left eyebrow\n';
    expect(
      found({ 'chapter_01.md': '# One\n\nIvo Brand rubbed the old scar through his right eyebrow.\n' }, bible),
    ).toEqual([
      [
        'chapter_01.md:3',
        'attribute',
        0.8,
        "Ivo Brand's scar (eyebrow) is on the right here; bible: on the left (bible.md:4)",
      ],
    ]);
  });
});
