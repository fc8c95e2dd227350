import { describe, expect, it } from 'vitest';
import {
  applyDismissals,
  dismissalOf,
  findingId,
  ignoredBy,
  parseReviewEntries,
  reviewLine,
  withId,
} from '../../src/check/forReview.js';
import type { Finding } from '../../src/check/types.js';
import { parseReview } from '../../src/craft/review.js';

const EYES: Finding = {
  file: 'chapter_03.md',
  line: 3,
  category: 'attribute',
  message: 'Mara\'s eyes are "green" here; bible: grey (bible.md:3)',
  evidence: 'Mara looked up, her green eyes wet.',
  confidence: 0.85,
};

describe('finding ids', () => {
  it('stay the same when only line numbers move, and change with the words the finding rests on', () => {
    const id = findingId(EYES);
    expect(findingId({ ...EYES, line: 40, message: EYES.message.replace('bible.md:3', 'bible.md:9') })).toBe(id);
    expect(findingId({ ...EYES, evidence: 'Mara looked up, her blue eyes wet.' })).not.toBe(id);
    expect(findingId({ ...EYES, category: 'names' })).not.toBe(id);
    expect(findingId({ ...EYES, file: 'chapter_04.md' })).not.toBe(id);
    expect(findingId({ ...EYES, against: { file: 'chapter_01.md', line: 3, evidence: 'grey eyes' } })).not.toBe(id);
  });
});

describe('review.md lines', () => {
  it('are written as the review pass writes them and read back with their id and reason', () => {
    const f = withId(EYES);
    const line = reviewLine(f, 'dismissed', 'she wears\ncoloured lenses');
    expect(line).toBe(
      `- [dismissed] [check] chapter_03.md:3 — attribute — Mara's eyes are "green" here; bible: grey (bible.md:3) [id:${f.id}] — she wears coloured lenses`,
    );
    const [entry] = parseReviewEntries(`# Review\n\n${line}\nSome prose.\n`);
    expect(entry).toEqual({
      mark: 'dismissed',
      id: f.id,
      file: 'chapter_03.md',
      line: 3,
      category: 'attribute',
      message: EYES.message,
      reason: 'she wears coloured lenses',
      at: 3,
    });
    // The review's own reader counts it as a dismissed checker finding.
    expect(parseReview(line)[0]).toMatchObject({ state: 'dismissed', fromCheck: true, where: 'chapter_03.md:3' });
    expect(reviewLine(f)).toMatch(/^- \[ \] \[check\] chapter_03.md:3 — attribute — .* \[id:[0-9a-f]{10}\]$/);
  });

  it('a dismissal keeps only its own finding: by id, or without one by file, category and message', () => {
    const f = withId(EYES);
    const other = withId({ ...EYES, evidence: 'Her green eyes again.', line: 9 });
    const byId = applyDismissals([f, other], reviewLine(f, 'dismissed'));
    expect(byId.shown).toEqual([other]);
    expect(byId.dismissed).toEqual([f]);
    // Typed by hand from the terminal line, with a reason after it: matched by what it says.
    const byHand = `- [dismissed] [check] chapter_03.md:12 — attribute — ${EYES.message} — lenses`;
    expect(applyDismissals([f], byHand).dismissed).toEqual([f]);
    // Fixed, left or not marked is not dismissed; another file is another finding.
    for (const mark of ['fixed', 'left', ' '])
      expect(applyDismissals([f], reviewLine(f).replace('[ ]', `[${mark}]`)).shown).toEqual([f]);
    expect(applyDismissals([f], byHand.replace('chapter_03', 'chapter_05')).shown).toEqual([f]);
    expect(applyDismissals([f], undefined).shown).toEqual([f]);
    // Another message at the same file and category is another finding.
    const otherMessage = `- [dismissed] [check] chapter_03.md:3 — attribute — Mara's hair is "red" here — dyed`;
    expect(applyDismissals([f], otherMessage).shown).toEqual([f]);
    // Read on its own (as the studio does), only a [dismissed] entry dismisses.
    expect(dismissalOf(f, parseReviewEntries(reviewLine(f, 'fixed')))).toBeUndefined();
    expect(dismissalOf(f, parseReviewEntries(reviewLine(f, 'dismissed')))?.mark).toBe('dismissed');
  });
});

describe('the ignore list', () => {
  it('takes a category, a name or a phrase as a whole word, or "category: phrase"', () => {
    expect(ignoredBy(EYES, ['attribute'])).toBe('attribute');
    expect(ignoredBy(EYES, ['Mara'])).toBe('Mara');
    expect(ignoredBy(EYES, ['Mar'])).toBeUndefined();
    expect(ignoredBy(EYES, ['eyes wet'])).toBe('eyes wet');
    expect(ignoredBy(EYES, ['attribute: green'])).toBe('attribute: green');
    expect(ignoredBy(EYES, ['names: green'])).toBeUndefined();
    // A colon that names no category is part of the phrase.
    expect(ignoredBy({ ...EYES, evidence: 'Note: the eyes' }, ['note: the eyes'])).toBe('note: the eyes');
    expect(ignoredBy(EYES, ['', '  ', '—'])).toBeUndefined();
  });
});
