import { describe, expect, it } from 'vitest';
import { applyDismissals } from '../../src/check/forReview.js';
import type { Finding } from '../../src/check/types.js';

/** A dismissal typed by hand in review.md (no id) holds for its own category only. */

const SCAR: Finding = {
  file: 'chapter_03.md',
  line: 12,
  category: 'attribute',
  message: 'Tom Rae has the scar on his right cheek here; bible: left (bible.md:4)',
  evidence: 'The scar on his right cheek showed white.',
  confidence: 0.7,
};

describe('a dismissal typed by hand', () => {
  it('dismisses the finding of its file, category and message, and not the same words in another category', () => {
    const typed = (category: string) => `- [dismissed] chapter_03.md:12 — ${category} — ${SCAR.message} — a mirror`;
    expect(applyDismissals([SCAR], typed('attribute')).dismissed).toEqual([SCAR]);
    expect(applyDismissals([SCAR], typed('names')).shown).toEqual([SCAR]);
  });
});
