import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** "It was 12 days since Gwen Hollis died": a count in figures, of two of them, is held to the death's day. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const DEATH =
  'On Monday, the fifth of May 2008, Gwen Hollis said goodbye to Nick Parry at her gate.\n\n---\n\nOn Friday, the ninth of May, the paper came early.\n\n> **HOLLIS, Gwen.** Of Tarn Cottage, Ambleside, died peacefully at home on Wednesday 7 May 2008, aged ninety.';
const later = (count: string) =>
  `On Monday, the nineteenth of May, Nick Parry cut the grass. It was ${count} days since Gwen Hollis died.`;

describe('a count in figures since a death', () => {
  it('is held to the day the story is at', () => {
    expect(timeline(DEATH, later('12'))).toEqual([]);
    expect(timeline(DEATH, later('10'))).toEqual([
      'chapter_02.md:3 "10 days since Gwen Hollis died" counts from 7 May 2008 (chapter_01.md:9) to 17 May 2008, but the story is at 19 May 2008',
    ]);
  });
});
