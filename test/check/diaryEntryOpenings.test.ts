import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * An entry in italics opening on its weekday and date is the narrator's diary, the story's time, when it is dated
 * days before the day reached; its opening may be spaced, but must open the paragraph. One dated months before, with
 * or without its year, is a document quoted. Texts written for these tests.
 */

const timeline = (files: Record<string, string>) =>
  checkTimeline(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const notebook = (entry: string) =>
  timeline({
    'chapter_01.md': '# One\n\nOn Monday, 19 July 2004, Ines opened the restaurant at noon.\n',
    'chapter_02.md': `# Two\n\nAt the back of the notebook the writing changed.\n\n${entry}\n\nOn Wednesday the 21st she closed it.\n`,
  });

const BACK =
  'chapter_02.md:5 the narration is at 16 July 2004, before 19 July 2004 that chapter_01.md:3 reached, and is not marked as memory or flashback';

describe('an entry opening on its weekday and date', () => {
  it('is the narrator’s diary with a space after its italics mark', () => {
    expect(notebook('> _ Friday 16 July 2004. The bank again._')).toEqual([BACK]);
  });

  it('is the narrator’s diary with two spaces between weekday and date', () => {
    expect(notebook('*Friday  16 July 2004. The bank again.*')).toEqual([BACK]);
  });

  it('is no diary entry when words come before its italics', () => {
    expect(notebook('So *Friday 16 July 2004. The bank again.*')).toEqual([]);
  });

  it('is a document quoted when dated months before without its year', () => {
    expect(notebook('*Thursday 15 April. The bank again. I have not told her.*')).toEqual([]);
  });
});
