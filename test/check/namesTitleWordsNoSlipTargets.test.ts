import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A title in the bible's names ("Father Hale") is no name a capitalised word of the text is a slip of: "Farther"
 * opening a sentence is a word of its own, while "Hayle" is still a slip of the surname. Texts and bible written
 * for these tests (src/check/checks/names.ts).
 */

const BIBLE = '## Characters\n\n### Father Hale\n- the island priest\n';

const names = (text: string) =>
  checkNames(manuscriptOf(chaptersOf(text), BIBLE), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe("a title in the bible's names", () => {
  it('is no name "Farther" opening a sentence is a slip of', () => {
    expect(names('Father Hale came on Tuesdays.\n\nFarther up the lane stood the mill.')).toEqual([]);
  });

  it('leaves the surname beside it a name a slip is reported against', () => {
    expect(names('Father Hale came on Tuesdays.\n\nFather Hayle came again on Friday.')).toEqual([
      'chapter_01.md:5 "Hayle" is not a name in the bible; did you mean "Hale" (bible.md:3, chapter_01.md:3)?',
    ]);
  });
});
