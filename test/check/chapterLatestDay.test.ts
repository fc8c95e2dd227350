import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A paragraph dated before a day its chapter told earlier goes back unmarked; the day it is held to is the latest
 * the chapter told (not the one it went back to), and of two paragraphs on that day, the later. Texts written for
 * these tests.
 */

const lines = (text: string) =>
  checkTimeline(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message.split(',')[0]} (${f.against?.file}:${f.against?.line})`,
  );

describe('the latest day a chapter told', () => {
  it('stays the latest after a paragraph goes back before it', () => {
    expect(
      lines(
        'On 10 May 1902 the circus came.\n\nOn 20 May 1902 it rained.\n\nOn 12 May 1902 it was dry.\n\nOn 14 May 1902 the tents came down.',
      ),
    ).toEqual([
      'chapter_01.md:7 0.65 the narration is at 12 May 1902 (chapter_01.md:5)',
      'chapter_01.md:9 0.65 the narration is at 14 May 1902 (chapter_01.md:5)',
    ]);
  });

  it('is the later of two paragraphs told on the same day', () => {
    expect(
      lines(
        'On 10 May 1902 the circus came.\n\nOn 20 May 1902 it rained.\n\nOn 20 May 1902 the wind dropped.\n\nOn 12 May 1902 it was dry.',
      ),
    ).toEqual(['chapter_01.md:9 0.65 the narration is at 12 May 1902 (chapter_01.md:7)']);
  });
});
