import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A line of parts with a dated death ("- b.: 1 May 1870; d.: 19 January 1903, drowned off the quay"): the death
 * part is the fate, its date pointed at the chapter the timeline gives it, "died" put before it only when it says
 * no death of its own. Bibles written for these tests.
 */

const bible = (death: string) =>
  `## Characters\n### Tomas Reyes\n- b.: 1 May 1870; d.: ${death}\n## Timeline\n- 14 September 1903 — chapter 1\n`;
const fateLine = (text: string) => canonicalBible(text, ENGLISH).find((l) => l.text.includes('fate:'));

describe('a dated death among other parts', () => {
  it('is the fate as written when it says how he died', () => {
    const text = bible('19 January 1903, drowned off the quay');
    expect(fateLine(text)).toEqual({
      text: '- b.: 1 May 1870; fate: 19 January 1903 (before the story opens), drowned off the quay',
      line: 3,
    });
    expect(parseBible(text, ENGLISH).characters[0]?.diesIn).toEqual({ value: 0, line: 3 });
  });

  it('is a death when it gives only the date', () => {
    const text = bible('19 January 1903');
    expect(fateLine(text)?.text).toBe('- b.: 1 May 1870; fate: died 19 January 1903 (before the story opens)');
    expect(parseBible(text, ENGLISH).characters[0]?.diesIn).toEqual({ value: 0, line: 3 });
  });
});
