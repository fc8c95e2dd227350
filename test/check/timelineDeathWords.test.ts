import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Who a sentence tells alive or dead, and a weekday beside a date in figures in the narration: a name's verb right
 * after it (however many spaces stand between, and not a noun after "'s"), the one a death sentence tells dying (not
 * the one sitting by), and "Monday, 10/9/2019" held to either reading. Texts written for these tests.
 */

const timeline = (...paragraphs: string[]) =>
  checkTimeline(manuscriptOf({ 'chapter_01.md': `# 1\n\n${paragraphs.join('\n\n')}\n` }), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}${f.against ? ` (${f.against.file}:${f.against.line})` : ''}`,
  );

const MONDAY = 'On Monday, 2 June 1975, Tom Reed set up his stall by the gate. Nell Reed sold the eggs.';
const DIED = 'Nell Reed died on the 5th of June 1975, in her sleep.';

describe('alive and acting, then a death dated before', () => {
  it("reads the verb after two spaces as the name's own", () => {
    expect(
      timeline(MONDAY, 'On the Saturday, the 7th, Nell Reed  walked down to the river and fed the ducks.', DIED),
    ).toEqual([
      "chapter_01.md:7 Nell Reed's death is dated 5 June 1975 here, but chapter_01.md:5 tells them alive and acting on a later day (chapter_01.md:5)",
    ]);
  });

  it('stays quiet on a death dated the day they were last seen acting (they may die that night)', () => {
    expect(
      timeline(MONDAY, 'On the Thursday, the 5th, Nell Reed walked down to the river and fed the ducks.', DIED),
    ).toEqual([]);
  });

  it('takes no word after "\'s" for the name\'s verb', () => {
    expect(timeline(MONDAY, "On the Saturday, the 7th, Nell Reed's walks by the river were over.", DIED)).toEqual([]);
  });
});

describe('a death told, and the one sitting by', () => {
  it('holds the funeral to the one who dies, not to the one named after in the sentence', () => {
    const death = 'On Monday, 2 June 1975, the ferry is late. Tom Reed dies at midnight, and Nell Reed sits with him.';
    expect(timeline(death, '"The funeral is Saturday the 31st of May, at the kirk," Ailsa says.')).toEqual([
      "chapter_01.md:5 Tom Reed's funeral is dated 31 May 1975 here, before the death chapter_01.md:3 tells on 2 June 1975 (chapter_01.md:3)",
    ]);
    expect(timeline(death, '"The funeral is Saturday the seventh, at the kirk," Ailsa says.')).toEqual([]);
  });
});

describe('a weekday beside a date in figures, in the narration', () => {
  it('is held to both readings of the date', () => {
    expect(timeline('Dana Ruiz read the letter on Monday, 10/9/2019, at the kitchen table.')).toEqual([
      'chapter_01.md:3 Monday is not the weekday of 9 October 2019, a Wednesday',
    ]);
    // 10/9/2019 read day first is 10 September 2019, a Tuesday.
    expect(timeline('Dana Ruiz read the letter on Tuesday, 10/9/2019, at the kitchen table.')).toEqual([]);
  });
});
