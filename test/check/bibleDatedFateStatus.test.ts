import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A line of parts whose fate is dated but tells no death ("fate: missing since 19 January 1903"), beside one that
 * does (src/check/bibleDialects.ts, datedFates). Written for these tests.
 */

const bible = (parts: string) =>
  `## Characters\n### Tomas Reyes\n- ${parts}\n## Timeline\n- 14 September 1903 — chapter 1\n`;

describe('a dated fate that tells no death', () => {
  it('stands as written, no death before the story opens', () => {
    const text = bible('b.: 1 May 1870; fate: missing since 19 January 1903');
    expect(canonicalBible(text, ENGLISH).find((l) => l.line === 3)?.text).toBe(
      '- b.: 1 May 1870; fate: missing since 19 January 1903',
    );
    expect(parseBible(text, ENGLISH).characters[0]?.diesIn).toBeUndefined();
  });

  it('is a death when its words tell one', () => {
    const text = bible('b.: 1 May 1870; fate: drowned 19 January 1903');
    expect(parseBible(text, ENGLISH).characters[0]?.diesIn).toEqual({ value: 0, line: 3 });
  });
});
