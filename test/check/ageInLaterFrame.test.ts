import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A story told from a frame years later: the old sister at her kitchen table, in the first person and the present,
 * between chapters of the year it happened, in the third person and the past. Her brother "is sixty-eight" there and
 * was nine then — a lifetime apart, in another voice: no slip. An age a few years off, or one a lifetime off in the
 * story's own voice, still is (src/check/checks/attributes.ts, laterFrame).
 */

const STORY = [
  'Frankie Keough was nine that winter. He ran down to the wharf every morning. He waved at the boats and he shouted at the gulls.',
  'Frankie Keough was nine, and small for it. He carried the water up from the well. He spilled half of it on the path.',
];
const FRAME = (age: string) =>
  `I am seventy-seven years old and I am sitting at my kitchen table. My brother Frankie Keough is ${age} years old. I open the shoebox and I take out the letters.\n\nI read them by the window. I put them down and I make the tea.`;

const ages = (texts: string[], bible = '') =>
  checkAttributes(manuscriptOf(chaptersOf(...texts), bible), ENGLISH)
    .findings.filter((f) => f.message.includes('age'))
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('an age told from a frame years later', () => {
  it("is no slip against the story's ages, after them or before them", () => {
    expect(ages([...STORY, FRAME('sixty-eight')])).toEqual([]);
    expect(ages([FRAME('sixty-eight'), ...STORY])).toEqual([]);
    // A frame told in the past by "I": the person alone tells it apart.
    const pastFrame =
      'I was seventy-seven when I wrote this down, and I sat at my kitchen table. My brother Frankie Keough was sixty-eight that year. I opened the shoebox and I took out the letters.\n\nI read them by the window. I put them back in the box and I went to bed.';
    expect(ages([...STORY, pastFrame])).toEqual([]);
  });

  it("is no slip against the bible's age either", () => {
    expect(ages([...STORY, FRAME('sixty-eight')], '## Characters\n### Frankie Keough\n- Age: 9\n')).toEqual([]);
  });

  it("is a slip when it is a few years off, or a lifetime off in the story's own voice", () => {
    expect(ages([...STORY, FRAME('fifteen')])).toEqual([
      'chapter_03.md:3 Frankie Keough\'s age is 15 here; chapter_01.md:3 says "nine"',
    ]);
    expect(
      ages([...STORY, 'Frankie Keough was sixty-eight that winter. He ran down to the wharf. He waved at the boats.']),
    ).toEqual(['chapter_03.md:3 Frankie Keough\'s age is 68 here; chapter_01.md:3 says "nine"']);
    // A chapter whose person nothing tells is no frame.
    expect(ages([...STORY, 'Frankie Keough, sixty-eight, at the gate.'])).toEqual([
      'chapter_03.md:3 Frankie Keough\'s age is 68 here; chapter_01.md:3 says "nine"',
    ]);
  });
});
