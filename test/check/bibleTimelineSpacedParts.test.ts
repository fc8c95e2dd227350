import { describe, expect, it } from 'vitest';
import { timelineParts } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A timeline line's parts when the writer spaces its separators loosely, and where a full stop ends a part. */
describe('timeline parts', () => {
  it('cuts at a bullet with runs of spaces either side, leaving no space on a part', () => {
    const every = ENGLISH.bible.chapterRefs.every;
    expect(timelineParts('Thu 3 Oct ch. 1  ·  Sat 5 Oct ch. 2', every)).toEqual(['Thu 3 Oct ch. 1', 'Sat 5 Oct ch. 2']);
  });

  it('cuts at a full stop followed by two spaces and a capital', () => {
    const every = ENGLISH.bible.chapterRefs.every;
    expect(timelineParts('Monday 7 October: chapter 1.  Saturday 12 October: chapter 2.', every)).toEqual([
      'Monday 7 October: chapter 1',
      'Saturday 12 October: chapter 2.',
    ]);
  });

  it('cuts at a full stop after a long word before a figure, not after a one-letter abbreviation', () => {
    const every = ENGLISH.bible.chapterRefs.every;
    expect(timelineParts('ch. 1 on 5 October. 7 October ch. 2', every)).toEqual([
      'ch. 1 on 5 October',
      '7 October ch. 2',
    ]);
    expect(timelineParts('ch. 3 see p. 4', every)).toEqual(['ch. 3 see p. 4']);
  });
});
