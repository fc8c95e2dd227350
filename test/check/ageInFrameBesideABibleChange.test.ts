import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A frame told years later whose chapter is also where the bible records a new age: the bible's old age (the story's)
 * is a lifetime away and holds no age of the frame, but the new age it gives there still does. Texts written for
 * these tests.
 */

const STORY = [
  'Frankie Keough was nine that winter. He ran down to the wharf every morning. He waved at the boats and he shouted at the gulls.',
  'Frankie Keough was nine, and small for it. He carried the water up from the well. He spilled half of it on the path.',
];
const FRAME = (age: string) =>
  `I am seventy-seven years old and I am sitting at my kitchen table. My brother Frankie Keough is ${age} years old. I open the shoebox and I take out the letters.\n\nI read them by the window. I put them down and I make the tea.`;
const BIBLE = "## Characters\n### Frankie Keough\n- Age: 9\n\n## Timeline\n- Chapter 3 — Frankie's age: 60\n";

const ages = (texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts), BIBLE), ENGLISH)
    .findings.filter((f) => f.message.includes('age'))
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('an age in a frame chapter where the bible gives a new age', () => {
  it('is a slip when it is years off the new age', () => {
    expect(ages([...STORY, FRAME('sixty-eight')])).toEqual([
      "chapter_03.md:3 Frankie Keough's age is 68 here; bible: 9 or 60 (bible.md:3)",
    ]);
  });

  it('is quiet when it is the new age', () => {
    expect(ages([...STORY, FRAME('sixty')])).toEqual([]);
  });
});
