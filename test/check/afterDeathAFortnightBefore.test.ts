import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A funeral that names no one, dated before the book's one death: held to that death up to a fortnight before it;
 * one dated longer before is another's. Texts written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const death =
  'Tobias Marr keeps the light on Inchmore. On Wednesday 12 March 1902 the ferry is late. Tobias Marr dies at midnight, in the lamp room.';
const funeral = (day: string) => timeline(death, `On Thursday 13 March the boat comes. "The funeral is ${day}."`);

describe('a funeral naming no one, dated before the death', () => {
  it('is held to the death when dated a fortnight to the day before it', () => {
    expect(funeral('Wednesday 26 February')).toEqual([
      "chapter_02.md:3 Tobias Marr's funeral is dated 26 February 1902 here, before the death chapter_01.md:3 tells on 12 March 1902",
    ]);
  });

  it('is another’s when dated more than a fortnight before it', () => {
    expect(funeral('Tuesday 25 February')).toEqual([]);
  });
});
