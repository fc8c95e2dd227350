import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A numbered outline's chapter line ("1. The Crossing (Monday 2 March 1998)") is a chapter of the timeline when
 * its numbered items ("1.1 …") follow it; a numbered line with prose under it is no chapter of it.
 */

describe('a numbered outline', () => {
  it('gives the timeline the chapters whose items follow them, not a numbered line with prose under it', () => {
    const bible = parseBible(
      'The Ferry: an outline\n\n1. The Crossing (Monday 2 March 1998)\n   1.1 Ishbel meets the ferryman.\n   1.2 She pays.\n\n2. The Storm (Friday 6 March 1998)\n\n   The boats stay in.\n',
      ENGLISH,
    );
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.text])).toEqual([
      [1, 3, 'chapter 1 — The Crossing (Monday 2 March 1998)'],
    ]);
  });
});
