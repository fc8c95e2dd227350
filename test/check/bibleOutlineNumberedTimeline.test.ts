import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { weekdayFindings } from '../support/timelineWeekdays.js';

/**
 * A Timeline whose entries are numbered by chapter and scene ("1.1 Monday 3 May: …", "1.2 …") under its own heading:
 * its entries are the Timeline's, not the items of a numbered outline read as prose (src/check/bibleDialects.ts).
 * A bible written for these tests.
 */

const BIBLE = [
  '# Harbour',
  '',
  '## Timeline',
  '',
  '1.1 Monday 3 May: Mara comes to the harbour (chapter 1)',
  '1.2 Friday 7 May: the storm; Tomas does not come back (chapter 2)',
].join('\n');

describe('a Timeline numbered by chapter and scene', () => {
  it('keeps each numbered line as an entry, at its line', () => {
    expect(parseBible(BIBLE, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.weekday])).toEqual([
      [1, 5, 1],
      [2, 6, 5],
    ]);
  });

  it('holds a chapter to the weekday its entry gives', () => {
    expect(weekdayFindings(BIBLE)).toEqual([
      [
        'chapter_02.md:3',
        'the narration says it is Tuesday; the Timeline (bible.md:6) has this chapter on a Friday',
        { file: 'bible.md', line: 6, evidence: '1.2 Friday 7 May: the storm; Tomas does not come back (chapter 2)' },
      ],
    ]);
  });
});
