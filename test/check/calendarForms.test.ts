import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { datesIn } from '../../src/check/dates.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The calendar in the forms writers use: a weekday after its date ("3
 * October, a Thursday"), short forms ("Thurs 3 Oct"), and a date going back
 * before one an earlier chapter reached though a later clause of its sentence
 * says "had" ("…as though she had been away a year").
 */

const lines = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);
const one = (text: string) => checkTimeline(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }), ENGLISH).findings;

describe('a weekday against its date, in any position', () => {
  // 3 October 1936 was a Saturday.
  it.each([
    'It was Thursday, the 3rd of October 1936, and Ada walked to the mill.',
    'Ada came back on the 3rd of October 1936, a Thursday, and walked to the mill.',
    'Ada came back on 3 October 1936, which was a Thursday.',
    'Thurs 3 Oct 1936. Ada walked to the mill.',
    'Ada walked to the mill on Thursday, October 3rd, 1936.',
  ])('reports "%s"', (text) => {
    expect(lines(one(text))).toEqual(['chapter_01.md:3']);
  });

  it.each([
    'Ada came back on the 3rd of October 1936, a Saturday, and walked to the mill.',
    'Sat 3 Oct 1936. Ada walked to the mill.',
    'Ada came back on 3 October 1936, and on a Thursday she left again.',
  ])('is quiet on "%s"', (text) => {
    expect(one(text)).toEqual([]);
  });

  it('reads a short month beside a day in figures', () => {
    expect(datesIn('Thurs 3 Oct 1936, and Sept 9.', ENGLISH).map((d) => [d.day, d.month, d.year])).toEqual([
      [3, 10, 1936],
      [9, 9, undefined],
    ]);
  });
});

describe('a date going back, its clause read for what makes it no "now"', () => {
  const book = (later: string) =>
    checkTimeline(
      manuscriptOf({
        'chapter_01.md': '# One\n\nOn Monday 22 October 1962 the boat comes in late.\n',
        'chapter_02.md': '# Two\n\nWe bury him on Saturday 27 October in the burial ground above the strand.\n',
        'chapter_03.md': `# Three\n\n${later}\n`,
      }),
      ENGLISH,
    ).findings;

  it('reports the present going back before the burial, whatever a later clause says', () => {
    expect(
      lines(book('The boat comes back to us on Thursday 25 October 1962, as though she had been away a year.')),
    ).toEqual(['chapter_03.md:3']);
  });

  it("is quiet when the date's own clause is of the past, or the present moves on", () => {
    expect(book('The boat had come back to us on Thursday 25 October 1962, before the burial.')).toEqual([]);
    expect(book('The boat comes back to us on Thursday 1 November 1962, as though she had been away a year.')).toEqual(
      [],
    );
  });
});
