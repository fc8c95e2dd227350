import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A numbered list with points under each ("1. …", "   1.1 …") outside any section is a chapter outline; under a
 * "## Timeline" heading it is the story's events, and an event's number is no chapter's (src/check/bibleDialects.ts).
 */

describe('numbered events with points under them in a Timeline section', () => {
  it('puts each event in the chapter it names, not the chapter of its number, and makes no chapter of the rest', () => {
    const bible = [
      '## Timeline',
      '',
      '1. Monday 2 March 1998: Mara arrives at the lighthouse.',
      '   1.1 She takes the room over the shop.',
      '2. Friday 6 March 1998: the fire at the boatyard (chapter 3).',
      '   2.1 Tomas drowns.',
      '',
      '## Characters',
      '',
      '### Mara Voss',
      '- eyes: grey',
      '',
    ].join('\n');
    const timeline = parseBible(bible, ENGLISH).timeline;
    expect(timeline.map((t) => [t.chapter, t.line, t.text])).toEqual([
      [3, 5, '2. Friday 6 March 1998: the fire at the boatyard (chapter 3).'],
    ]);
  });
});
