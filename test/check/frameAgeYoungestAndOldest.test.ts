import { describe, expect, it } from 'vitest';
import { frameChapters } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A frame is known by the years between the youngest age the story tells of one person and the oldest the frame
 * tells of them, whatever order they are told in. Texts written for these tests.
 */

const STORY = (age: string) =>
  `Frankie Keough was ${age} that winter. He ran down to the wharf every morning. He waved at the boats and he shouted at the gulls.`;
const FRAME = (age: string) =>
  `I am sitting at my kitchen table. My brother Frankie Keough is ${age} years old. I open the shoebox and I take out the letters.\n\nI read them by the window. I put them down and I make the tea.`;

const frame = (...texts: string[]) => [...frameChapters(manuscriptOf(chaptersOf(...texts)), ENGLISH)];

describe('the ages that make a frame', () => {
  it('count from the youngest age the story tells, though an older one is told after it', () => {
    // Nine to thirty is a lifetime; twelve to thirty would not be.
    expect(frame(STORY('nine'), STORY('twelve'), FRAME('thirty'))).toEqual([2]);
    expect(frame(STORY('twelve'), FRAME('thirty'))).toEqual([]);
  });

  it('count to the oldest age the frame tells, though a younger one is told after it', () => {
    // Nine to thirty is a lifetime; nine to twenty-five would not be.
    expect(frame(STORY('nine'), FRAME('thirty'), FRAME('twenty-five'))).toEqual([1, 2]);
    expect(frame(STORY('nine'), FRAME('twenty-five'))).toEqual([]);
  });
});
