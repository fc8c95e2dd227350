import { describe, expect, it } from 'vitest';
import { isNarrationAt } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';

/**
 * A quotation mark left open (src/check/facts.ts, isNarrationAt): a paragraph that opens on one, indented or not,
 * goes on speaking into the next and is no narration; one that opens on the narrator's words and only later opens a
 * speech, or whose one mark is an inch ("12" of snow"), is the narrator's.
 */

const narration = (text: string) => {
  const [p] = paragraphsOf([text], ENGLISH);
  return p ? isNarrationAt(p, -1) : undefined;
};

describe('a paragraph with a quotation mark left open', () => {
  it('is speech when it opens on the mark, after an indent too', () => {
    expect(narration('"We go at dawn," Tom said. "Bring the boats.')).toBe(false);
    expect(narration('  "We go at dawn," Tom said. "Bring the boats.')).toBe(false);
  });

  it("is the narrator's when the speech opens later in it", () => {
    expect(narration('Tom turned to the men. "We go at dawn.')).toBe(true);
  });

  it("is the narrator's when its one mark is an inch", () => {
    expect(narration('12" of snow fell in the night.')).toBe(true);
    expect(narration('The plank was 12" wide, and Tom cut it.')).toBe(true);
  });
});
