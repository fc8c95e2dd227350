import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A count since a going that names no one ("ten days since he left") is held to the going told last only when it is
 * said after that going, and only when it counts some days. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

const went = 'Hal went out to the lightship a week after the wedding, on Monday, the second of March 1953.';
const back = (day: string, count: string) =>
  timeline(went, `The tender came back round the point on ${day}, ${count}.`);

describe('a count since the going told last', () => {
  it('is held to it when said days after it', () => {
    expect(back('Thursday, the twelfth of March', 'three days since he left')).toEqual([
      'chapter_02.md:3 "three days since he left" counts back from 12 March 1953 to 9 March 1953, but the going told last is on 2 March 1953 (chapter_01.md:3) | chapter_01.md:3',
    ]);
  });

  it('is not held to it when said on the very day of that going (it counts from another)', () => {
    expect(back('Monday, the second of March', 'ten days since he left')).toEqual([]);
  });

  it('is not held to it when said on a day before that going', () => {
    expect(back('Monday, the twenty-third of February', 'ten days since he left')).toEqual([]);
  });

  it('is no count when it counts no days ("0 days since he left")', () => {
    expect(back('Thursday, the twelfth of March', '0 days since he left')).toEqual([]);
  });
});
