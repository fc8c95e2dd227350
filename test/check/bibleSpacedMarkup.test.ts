import { describe, expect, it } from 'vitest';
import { rstAsMarkdown } from '../../src/check/bibleFormats.js';
import { timelineParts } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Spaces a typist leaves where one would do: two after a timeline's semicolon ("chapter 1;  Tuesday: chapter 2"),
 * some after a reStructuredText term ("Eyes   " over "    grey"). The part and the labelled line come out as
 * they would with one, or none. Written for these tests.
 */

describe('spaces left over in a bible', () => {
  it('open no timeline part after a semicolon', () => {
    expect(timelineParts('Monday: chapter 1;  Tuesday 5 Oct: chapter 2', ENGLISH.bible.chapterRefs.every)).toEqual([
      'Monday: chapter 1',
      'Tuesday 5 Oct: chapter 2',
    ]);
  });

  it('close no reStructuredText label written as one line', () => {
    const rst = 'People\n------\n\nEyes   \n    grey\n';
    expect(rstAsMarkdown(rst, (term) => term === 'Eyes').split('\n')).toEqual([
      '# People',
      '',
      '',
      '- Eyes: grey',
      '',
      '',
    ]);
  });
});
