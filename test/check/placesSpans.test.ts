import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * How long an absence lasts (issue 29, mutation of places.ts): a span told in
 * figures ("for 8 days"), in weeks ("for two weeks"), or for a
 * night, run out by a day of the month told later, or not yet. Each case has
 * the finding a copy editor sees, or the quiet text beside it.
 */

const lines = (gone: string, between: string) =>
  awayButHere(
    manuscriptOf({
      'chapter_01.md': `# One\n\nTom Hale mended the gate. Ada Lowe fed the hens.\n\n${gone}\n\n${between}\n\nAda stood in the yard. Tom carried the sacks into the barn.\n`,
    }),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.confidence}`);

describe('a span told in figures', () => {
  const gone = 'On the 2nd, Tom Hale went to Leeds for 8 days.';
  it('holds inside the span', () => {
    expect(lines(gone, 'On the 9th, it rained.')).toEqual(['chapter_01.md:9 0.7']);
  });
  it('runs out past it', () => {
    expect(lines(gone, 'On the 11th, it rained.')).toEqual([]);
  });
});

describe('a span told in weeks', () => {
  it('holds two weeks from the 2nd on the 15th, and not on the 17th', () => {
    const gone = 'On the 2nd, Tom Hale went to Leeds for two weeks.';
    expect(lines(gone, 'On the 15th, it rained.')).toEqual(['chapter_01.md:9 0.7']);
    expect(lines(gone, 'On the 17th, it rained.')).toEqual([]);
  });
  it('holds one week from the 2nd on the 8th, and not on the 10th', () => {
    expect(lines('On the 2nd, Tom Hale went to Leeds for one week.', 'On the 8th, it rained.')).toEqual([
      'chapter_01.md:9 0.7',
    ]);
    expect(lines('On the 2nd, Tom Hale went to Leeds for one week.', 'On the 10th, it rained.')).toEqual([]);
  });
  it('counts a day of the month before the start as the next month', () => {
    expect(lines('On the 20th, Tom Hale went to Leeds for 8 days.', 'On the 3rd, it rained.')).toEqual([]);
    expect(lines('On the 20th, Tom Hale went to Leeds for 8 days.', 'On the 24th, it rained.')).toEqual([
      'chapter_01.md:9 0.7',
    ]);
  });
});

describe('a night away', () => {
  const gone = 'Tom Hale has gone across to Leeds, and he will not come back tonight.';
  it('holds while no day is told', () => {
    expect(lines(gone, 'The wind got up.')).toEqual(['chapter_01.md:9 0.7']);
  });
  it('runs out on a day of the month told', () => {
    expect(lines(gone, 'On the 4th, it rained.')).toEqual([]);
  });
});
