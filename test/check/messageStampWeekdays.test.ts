import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A message's stamp with a weekday and no year ("Fri, Oct 16, 09:14"): held to the story's year once the narration
 * has told a day near it, and to nothing before. Texts written for these tests.
 */

const timeline = (files: Record<string, string>) =>
  checkTimeline(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

/** 16 October 2004 was a Saturday. */
const MESSAGE = '**Fri, Oct 16, 09:14. Marta to Ines**\nTwo people, the window table.';
const DAY = 'On Monday, 18 October 2004, Ines opened the restaurant at noon.';

describe('a message stamped with a weekday and a date but no year', () => {
  it("is held to the story's year after the narration tells a day near it", () => {
    expect(timeline({ 'chapter_01.md': `# One\n\n${DAY}\n\n${MESSAGE}\n` })).toEqual([
      "chapter_01.md:5 Friday is not the weekday of 16 October in the story's year (2004), a Saturday",
    ]);
  });

  it('is held to nothing when it comes before the narration tells any day', () => {
    expect(timeline({ 'chapter_01.md': `# One\n\n${MESSAGE}\n\n${DAY}\n` })).toEqual([]);
  });

  it("is held to the story's year up to sixty days from the day told, before or after it", () => {
    const stamped = (stamp: string) =>
      timeline({
        'chapter_01.md': `# One\n\n${DAY}\n\n**${stamp}, 09:14. Marta to Ines**\nTwo people, the window table.\n`,
      });
    // 17 December 2004, sixty days on, was a Friday; 16 July 2004, ninety-four days before, was one too.
    expect(stamped('Thu, Dec 17')).toEqual([
      "chapter_01.md:5 Thursday is not the weekday of 17 December in the story's year (2004), a Friday",
    ]);
    expect(stamped('Tue, Jul 16')).toEqual([]);
  });
});
