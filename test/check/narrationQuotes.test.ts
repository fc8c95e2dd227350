import { describe, expect, it } from 'vitest';
import { isNarrationAt } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';

/**
 * Whether a paragraph is the narrator's (src/check/facts.ts, isNarrationAt): one that opens on a quotation within
 * a quotation is a tale told aloud; a quotation within a quotation later in the paragraph leaves it the narrator's.
 */

const narration = (text: string) => {
  const [p] = paragraphsOf([text], ENGLISH);
  return p ? isNarrationAt(p, -1) : undefined;
};

describe('a quotation within a quotation', () => {
  it('makes a paragraph no narration only when it opens on one', () => {
    expect(narration('"\'Tis true," he said.')).toBe(false);
    expect(narration('He said, "\'Tis true," and left.')).toBe(true);
    expect(narration('(She had said, "\'Tis true," and left.)')).toBe(true);
  });
});
