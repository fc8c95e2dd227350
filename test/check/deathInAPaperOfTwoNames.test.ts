import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death in a paper whose sentence names no one before its verb is the death of the one the paper named before
 * it, when it named one ("**HOLLIS, Gwen.** Of Tarn Cottage, … died"); a paper that named two before it ("From Gwen
 * Hollis and Nick Parry. Our neighbour died …") gives the death to neither. Written for these tests.
 */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const STORY = (heading: string) =>
  `On Monday, the fifth of May 2008, Gwen Hollis said goodbye to Nick Parry at her gate.\n\n---\n\nOn Friday, the ninth of May, the paper came early.\n\n> ${heading} Of Tarn Cottage, Ambleside, died peacefully at home on Wednesday 7 May 2008, aged ninety.`;
const LATER = 'On Tuesday, the thirteenth of May, Nick Parry cut the grass. It was ten days since Gwen Hollis died.';

describe('a death in a paper, its sentence naming no one', () => {
  it('is of the one the paper named before', () => {
    expect(timeline(STORY('**HOLLIS, Gwen.**'), LATER)).toEqual([
      'chapter_02.md:3 "ten days since Gwen Hollis died" counts from 7 May 2008 (chapter_01.md:9) to 17 May 2008, but the story is at 13 May 2008',
    ]);
  });

  it('is of no one when the paper named two before: no count from it is held to the story', () => {
    const paper = STORY('From Gwen Hollis and Nick Parry. Our neighbour,');
    expect(timeline(paper, LATER)).toEqual([]);
    expect(timeline(paper, LATER.replace('Gwen Hollis', 'Nick Parry'))).toEqual([]);
  });
});
