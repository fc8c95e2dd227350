import { describe, expect, it } from 'vitest';
import { frameChapters } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A frame told years later is known by one person's ages a lifetime apart in two persons of telling: twenty years
 * is a lifetime, nineteen is not. Texts written for these tests.
 */

const STORY = [
  'Frankie Keough was nine that winter. He ran down to the wharf every morning. He waved at the boats and he shouted at the gulls.',
  'Frankie Keough was nine, and small for it. He carried the water up from the well. He spilled half of it on the path.',
];
const FRAME = (age: string) =>
  `I am sitting at my kitchen table. My brother Frankie Keough is ${age} years old. I open the shoebox and I take out the letters.\n\nI read them by the window. I put them down and I make the tea.`;

const frame = (age: string) => [...frameChapters(manuscriptOf(chaptersOf(...STORY, FRAME(age))), ENGLISH)];

describe('the years between two ages that make a frame', () => {
  it('are twenty or more', () => {
    expect(frame('twenty-nine')).toEqual([2]);
    expect(frame('sixty-eight')).toEqual([2]);
  });

  it('are not nineteen', () => {
    expect(frame('twenty-eight')).toEqual([]);
  });
});
