import { describe, expect, it } from 'vitest';
import { bedSlips, titledFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * What empties a bed between its two occupants: a change told of either of them, or of a bed. A change told of
 * something else ("the snow was gone") empties nothing; a change told of one of the two by surname alone ("Quill
 * was admitted at midnight") does. And the names a copy editor is shown these under. Texts written for these tests.
 */

const BEFORE = 'Mr. Darrow in bed nine slept through the night.';
const AFTER = 'Mr. Darrow in bed nine wanted his breakfast and his boots.';
const night = (between: string) =>
  bedSlips(
    manuscriptOf(
      chaptersOf(
        BEFORE,
        `At two Mr. Quill in bed nine began to wheeze. ${between} By four Mr. Darrow of bed 9 was asleep again.`,
        AFTER,
      ),
    ),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.category} ${f.message.slice(0, 30)}`);

describe('a change between two occupants of one bed', () => {
  it('empties nothing when it is told of neither of them nor of a bed', () => {
    expect(night('Outside the window the last of the snow was gone and the garden looked dead.')).toEqual([
      'chapter_02.md:3 names "Mr. Quill" in bed 9 here; cha',
    ]);
  });

  it('empties the bed when it is told of one of them by surname alone', () => {
    expect(night('Quill was admitted at midnight, they said.')).toEqual([]);
    expect(night('Darrow was moved to the side ward at three.')).toEqual([]);
  });
});

describe('a first name changed under a title', () => {
  it('is shown among the names', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Aunt Mabel is on the verandah in her cardigan. In the kitchen Aunt Mabel pours the tea.',
        'I read the letter to Aunt Mabel after supper. Aunt Mabel listens with her eyes shut.',
        'The doctor is in with Aunt Mabel for an hour. Aunt Edna is asleep in her chair.',
      ),
    );
    expect(titledFirstNameSlips(m, ENGLISH).map((f) => `${f.file}:${f.line} ${f.category}`)).toEqual([
      'chapter_03.md:3 names',
    ]);
  });
});
