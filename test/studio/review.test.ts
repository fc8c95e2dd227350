import { describe, expect, it } from 'vitest';
import { applyDismissals, findingId, markInReview } from '../../src/check/forReview.js';
import type { Finding } from '../../src/check/types.js';

/** The studio's marks in review.md: one line per finding, in the review pass's form, the rest of the file kept. */

const FINDING: Finding = {
  file: 'chapter_04.md',
  line: 7,
  category: 'names',
  message: '"Marta" is not a name in the bible; did you mean "Mara"?',
  evidence: 'Marta opened the letter.',
  confidence: 0.8,
};
const id = findingId(FINDING);

describe('markInReview', () => {
  it('adds the line, then replaces it when the mark changes: never two lines for one finding', () => {
    const first = markInReview('', FINDING, 'fixed');
    expect(first).toBe(`- [fixed] [check] chapter_04.md:7 — names — ${FINDING.message} [id:${id}]\n`);
    const second = markInReview(first, FINDING, 'dismissed', 'her sister,\nnot Mara');
    expect(second).toBe(
      `- [dismissed] [check] chapter_04.md:7 — names — ${FINDING.message} [id:${id}] — her sister, not Mara\n`,
    );
    expect(applyDismissals([FINDING], second).dismissed).toHaveLength(1);
  });

  it("replaces the review pass's own line for the finding (no id, typed as the model writes it) and keeps every other line", () => {
    const review = [
      '# Review',
      '',
      `- [left] [check] chapter_04.md:7 — names — ${FINDING.message}`,
      '- [fixed] chapter_02.md:3 — the storm comes a day early',
      'A closing note from the model.',
    ].join('\n');
    const marked = markInReview(`${review}\n`, FINDING, 'dismissed', 'a nickname');
    expect(marked.split('\n')).toEqual([
      '# Review',
      '',
      `- [dismissed] [check] chapter_04.md:7 — names — ${FINDING.message} [id:${id}] — a nickname`,
      '- [fixed] chapter_02.md:3 — the storm comes a day early',
      'A closing note from the model.',
      '',
    ]);
  });

  it('leaves a line about another finding of the same place alone', () => {
    const other = { ...FINDING, message: 'Mara has green eyes here; the bible says grey', category: 'attribute' };
    const review = markInReview('', other, 'dismissed', 'contacts');
    const both = markInReview(review, FINDING, 'fixed');
    expect(both.split('\n').filter(Boolean)).toHaveLength(2);
  });
});
