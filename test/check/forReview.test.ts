import { describe, expect, it } from 'vitest';
import {
  applyDismissals,
  dismissalOf,
  findingId,
  ignoredBy,
  markInReview,
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

describe('review.md as the author writes it by hand', () => {
  it('reads any list mark, [x] as fixed, a line range, en dashes, and an id in capitals', () => {
    const entries = parseReviewEntries(
      [
        '* [x] chapter_01.md:3-5 – Names – "Marra" here [ID:ABCDEF1234] – a slip I fixed',
        '+ [ ] chapter_02.md — pov — a paragraph in the first person',
        '  - [Left] [check] chapter_03.md:9 -- tense -- the present here',
        '- [fixed] no place here',
        'Prose about the draft.',
        '- [maybe] chapter_04.md:1 — names — not a mark',
      ].join('\r\n'),
    );
    expect(entries).toEqual([
      {
        mark: 'fixed',
        id: 'abcdef1234',
        file: 'chapter_01.md',
        line: 3,
        category: 'names',
        message: '"Marra" here',
        reason: 'a slip I fixed',
        at: 1,
      },
      { mark: 'open', file: 'chapter_02.md', category: 'pov', message: 'a paragraph in the first person', at: 2 },
      { mark: 'left', file: 'chapter_03.md', line: 9, category: 'tense', message: 'the present here', at: 3 },
    ]);
    // An id with nothing after it gives no reason.
    expect(parseReviewEntries('- [dismissed] a.md:1 — names — m [id:abcdef]')[0]).not.toHaveProperty('reason');
  });

  it('gives one id to one finding however its quotes, spaces and capitals were written', () => {
    const id = findingId(EYES);
    expect(id).toMatch(/^[0-9a-f]{10}$/);
    expect(findingId({ ...EYES, message: EYES.message.replace(/"/g, '“').replace("'", '’') })).toBe(id);
    expect(
      findingId({ ...EYES, message: `  ${EYES.message.replace(/ /g, '   ').replace("Mara's eyes", "MARA'S EYES")} ` }),
    ).toBe(id);
    expect(findingId({ ...EYES, message: EYES.message.replace('bible.md:3', 'bible.md:3-9') })).toBe(id);
    // The file name stays: only the line number after it is taken out.
    expect(findingId({ ...EYES, message: EYES.message.replace('bible.md:3', 'other.md:3') })).not.toBe(id);
    expect(withId(EYES)).toEqual({ ...EYES, id });
  });

  it('keeps an id a finding already has, and writes a reason on one line, trimmed', () => {
    const line = reviewLine({ ...EYES, id: '0123456789' }, 'left', '  lenses\u0007now ');
    expect(line).toBe(`- [left] [check] chapter_03.md:3 — attribute — ${EYES.message} [id:0123456789] — lenses now`);
    expect(reviewLine(EYES, 'fixed', '   ')).toBe(
      `- [fixed] [check] chapter_03.md:3 — attribute — ${EYES.message} [id:${findingId(EYES)}]`,
    );
    expect(reviewLine({ ...EYES, message: 'two\nlines' })).toContain(' — attribute — two lines [id:');
  });

  it('matches a hand-typed dismissal by the start of its message, whatever its line number or capitals', () => {
    const f = withId(EYES);
    const typed = `- [dismissed] chapter_03.md:99 — Attribute — ${EYES.message.replace("Mara's eyes", "MARA'S EYES")} (she wears lenses)`;
    expect(applyDismissals([f], typed).dismissed).toEqual([f]);
    // A message the dismissal does not start with is another finding.
    expect(applyDismissals([f], `- [dismissed] chapter_03.md:3 — attribute — Her ${EYES.message}`).shown).toEqual([f]);
  });
});

describe('the ignore list, read closely', () => {
  it('takes a category in any case and a phrase as written, special characters and all', () => {
    const pike: Finding = { ...EYES, category: 'Names', message: '"Pyke" is not a name', evidence: 'Mrs Pyke came.' };
    expect(ignoredBy(pike, ['NAMES'])).toBe('NAMES');
    expect(ignoredBy(pike, ['  names  '])).toBe('  names  ');
    // "Mr. Pyke" is not "Mrs Pyke": the full stop is a full stop.
    expect(ignoredBy(pike, ['Mr. Pyke'])).toBeUndefined();
    expect(ignoredBy(pike, ['Mrs Pyke'])).toBe('Mrs Pyke');
    expect(ignoredBy(pike, ['(Pyke'])).toBeUndefined();
    // The other side's evidence counts too; and "category:phrase" needs no space.
    const against = { ...EYES, against: { file: 'chapter_01.md', line: 3, evidence: 'Her grey eyes shone.' } };
    expect(ignoredBy(against, ['attribute:grey eyes shone'])).toBe('attribute:grey eyes shone');
    expect(ignoredBy(EYES, ['grey eyes shone'])).toBeUndefined();
    // The first entry that holds is the one named.
    expect(ignoredBy(EYES, ['nothing here', 'Mara', 'attribute'])).toBe('Mara');
  });
});

describe('marking a finding in review.md', () => {
  const f = withId(EYES);

  it('adds a line to a review without a final newline, or with Windows line ends, keeping the rest', () => {
    expect(markInReview('# Review', f, 'fixed')).toBe(`# Review\n${reviewLine(f, 'fixed')}\n`);
    expect(markInReview('# Review\r\n', f, 'fixed')).toBe(`# Review\n${reviewLine(f, 'fixed')}\n`);
    expect(markInReview('', f, 'dismissed', 'lenses')).toBe(`${reviewLine(f, 'dismissed', 'lenses')}\n`);
  });

  it('replaces the line with its id, or a line without an id that says the same, and never another finding’s', () => {
    const other = withId({ ...EYES, evidence: 'Her green eyes again.', line: 9 });
    const review = `# Review\n${reviewLine(other, 'left')}\n${reviewLine(f, 'left')}\n`;
    expect(markInReview(review, f, 'fixed')).toBe(
      `# Review\n${reviewLine(other, 'left')}\n${reviewLine(f, 'fixed')}\n`,
    );
    // The other finding's line has the same file, category and message, but its own id: it is not this one.
    const onlyOther = `# Review\n${reviewLine(other, 'left')}\n`;
    expect(markInReview(onlyOther, f, 'fixed')).toBe(`${onlyOther}${reviewLine(f, 'fixed')}\n`);
    // Typed by hand without an id, in capitals: the same finding.
    const typed = `# Review\n- [ ] chapter_03.md:3 — Attribute — ${EYES.message}\n`;
    expect(markInReview(typed, f, 'dismissed', 'lenses')).toBe(`# Review\n${reviewLine(f, 'dismissed', 'lenses')}\n`);
    expect(markInReview(typed.replace('chapter_03', 'chapter_04'), f, 'fixed').split('\n')).toHaveLength(4);
    expect(markInReview(typed.replace('Attribute', 'names'), f, 'fixed').split('\n')).toHaveLength(4);
  });
});
