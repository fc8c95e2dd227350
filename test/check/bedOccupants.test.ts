import { describe, expect, it } from 'vitest';
import { bedSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A numbered bed with two occupants in one chapter and nothing between that empties it. Texts written for these tests. */

const slips = (...texts: string[]) =>
  bedSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`);

const BEFORE = 'Mr. Darrow in bed nine slept through the night.';
const AFTER = 'Mr. Darrow in bed nine wanted his breakfast and his boots.';

describe('one bed, two names in one chapter', () => {
  const shapes = [
    [
      'a log line after',
      'At two Mr. Quill in bed nine began to wheeze.\n\nAt six I wrote: Bed 9 (Darrow) wheezing 2 a.m., settled.',
    ],
    ['two sentences', 'At two Mr. Quill in bed nine began to wheeze. By four Mr. Darrow of bed 9 was asleep again.'],
    [
      'the slip after the right name',
      'Darrow, in bed nine, woke at two. At four Mr. Quill in bed nine asked for water.',
    ],
  ] as const;
  for (const [name, text] of shapes)
    it(`reports the once-named one: ${name}`, () => {
      expect(slips(BEFORE, text, AFTER)).toEqual([
        expect.stringMatching(
          /^chapter_02\.md:\d+ 0\.6 "Mr\. Quill" in bed 9 here; chapter_02\.md:\d+ puts Darrow in bed 9/,
        ),
      ]);
    });

  it('stays quiet when the bed changes hands between, or the beds differ', () => {
    expect(
      slips(BEFORE, 'Mr. Darrow in bed nine died at two. At six they admitted Mr. Quill in bed nine.', AFTER),
    ).toEqual([]);
    expect(slips(BEFORE, 'At two Mr. Quill in bed ten began to wheeze. Mr. Darrow in bed nine slept.', AFTER)).toEqual(
      [],
    );
  });
});
