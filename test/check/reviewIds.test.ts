import { describe, expect, it } from 'vitest';
import { applyDismissals, dismissalOf, findingId, parseReviewEntries, reviewLine } from '../../src/check/forReview.js';
import { ENGLISH, languageFor } from '../../src/check/lang/index.js';
import { findingOf } from '../support/manuscript.js';

/**
 * Dismissals in review.md as they outlive a version of writer and a finding
 * read without its id: an id written by an earlier version still dismisses
 * its finding (the id is kept to the digit, leading zeros and all), a finding
 * handed over without an id is matched by the id it would have, and a
 * review.md given with a dismissal is read.
 */

const MARVA = findingOf({
  file: 'chapter_03.md',
  category: 'names',
  message: '"Marva" is not a name in the bible; did you mean "Mara"?',
  evidence: 'Marva waited by the door.',
});

describe('dismissals that outlive a version', () => {
  it('keeps the id an earlier version wrote into review.md, a zero in its digits and all', () => {
    expect(findingId(MARVA)).toBe('3b4451780a');
    const written =
      '- [dismissed] [check] chapter_03.md:7 — names — "Marva" is her own name [id:3b4451780a] — her own name\n';
    expect(applyDismissals([MARVA], written)).toEqual({ shown: [], dismissed: [MARVA] });
  });

  it('dismisses a finding given without an id by the id its review line carries', () => {
    const line = reviewLine(MARVA, 'dismissed', 'her own name');
    const entries = parseReviewEntries(`# Review\n\n${line}\n`);
    expect(MARVA.id).toBeUndefined();
    expect(dismissalOf(MARVA, entries)?.reason).toBe('her own name');
  });

  it('shows every finding when review.md dismisses none, and hides the one it dismisses', () => {
    const other = findingOf({ file: 'chapter_04.md', message: '"Tomsa" is not a name', evidence: 'Tomsa ran.' });
    const review = `${reviewLine(MARVA, 'dismissed', 'her own name')}\n${reviewLine(other, 'fixed')}\n`;
    expect(applyDismissals([MARVA, other], review)).toEqual({ shown: [other], dismissed: [MARVA] });
    expect(applyDismissals([MARVA, other], undefined)).toEqual({ shown: [MARVA, other], dismissed: [] });
  });
});

describe('the language of a tag with no primary subtag', () => {
  it('is English', () => {
    expect(languageFor('')).toBe(ENGLISH);
    expect(languageFor('_GB')).toBe(ENGLISH);
  });
});
