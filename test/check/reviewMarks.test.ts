import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDismissals,
  findingId,
  ignoredBy,
  markInReview,
  parseReviewEntries,
  reviewLine,
} from '../../src/check/forReview.js';
import { checkProject } from '../../src/check/index.js';
import { checkForReview } from '../../src/check/reviewPass.js';
import {
  CHECK_FILE,
  changedSince,
  describeLastCheck,
  lastCheckStatus,
  readLastCheck,
  saveLastCheck,
} from '../../src/check/store.js';
import type { Finding } from '../../src/check/types.js';

/**
 * What the author's marks in review.md keep meaning from run to run: the ids
 * earlier versions wrote, a reason after an id, a hand-written line without
 * one, the ignore list's scoping, and the last check's record of what changed.
 */

const REYEZ: Finding = {
  file: 'chapter_03.md',
  line: 9,
  category: 'names',
  message: '"Reyez" here; chapter_01.md:4 spells it "Reyes"',
  evidence: 'Reyez said nothing.',
  confidence: 0.9,
  against: { file: 'chapter_01.md', line: 4, evidence: 'Reyes laughed.' },
};
const WALTER: Finding = {
  file: 'Notes/Chapter_07.md',
  line: 2,
  category: 'dead',
  message: 'Walter acts here, though he died at chapter_05.md:12',
  evidence: 'Walter waved.',
  confidence: 0.8,
};

describe('finding ids', () => {
  it('are the ids earlier versions wrote into review.md, so a dismissal made then still holds', () => {
    // Written by writer since the ids began (3 December 2026): a change of the hash or of what it covers would
    // bring back every finding an author has dismissed.
    expect(findingId(REYEZ)).toBe('3679592418');
    expect(findingId({ ...WALTER, message: 'Walter acts here' })).toBe('0b8d4dab7d');
  });
});

describe('review.md lines, read back', () => {
  it('reads [fixed] and [x] as fixed, [left] and [dismissed] as themselves, and an empty box as open', () => {
    const text = ['fixed', 'x', 'left', 'dismissed', ' ']
      .map((mark) => `- [${mark}] [check] chapter_01.md:3 — names — a message`)
      .join('\n');
    expect(parseReviewEntries(text).map((e) => e.mark)).toEqual(['fixed', 'fixed', 'left', 'dismissed', 'open']);
  });

  it('takes the reason after an id however it is set off, and keeps the hyphens inside it', () => {
    const reasons = [
      '[id:3679592418] — her mother spells it so',
      '[id:3679592418]  -- her mother spells it so',
      '[id:3679592418] – her mother spells it so  ',
      '[id:3679592418] a well-known quirk',
    ].map((tail) => parseReviewEntries(`- [dismissed] [check] chapter_03.md:9 — names — Reyez ${tail}`)[0]?.reason);
    expect(reasons).toEqual([
      'her mother spells it so',
      'her mother spells it so',
      'her mother spells it so',
      'a well-known quirk',
    ]);
  });

  it('trims a message without an id, and writes a message with line breaks on one line', () => {
    expect(parseReviewEntries('- [ ] chapter_01.md:3 — names — a message   \n')[0]?.message).toBe('a message');
    expect(reviewLine({ ...REYEZ, message: 'one\r\n\tand two' })).toContain(' — one and two [id:');
  });
});

describe('marks made by hand, without an id', () => {
  it('a line that goes on after the message (the author’s note) is the finding’s line: marked in place', () => {
    const review = `# Review\n- [ ] [check] chapter_03.md:9 — names — ${REYEZ.message} — look again\n`;
    const marked = markInReview(review, REYEZ, 'fixed');
    expect(marked.split('\n').filter(Boolean)).toEqual([
      '# Review',
      `- [fixed] [check] chapter_03.md:9 — names — ${REYEZ.message} [id:3679592418]`,
    ]);
  });

  it('a dismissal of one file’s finding dismisses no other file’s', () => {
    const review = `- [dismissed] chapter_03.md:9 — names — ${REYEZ.message} — her mother spells it so\n`;
    const elsewhere = { ...REYEZ, file: 'chapter_04.md' };
    expect(applyDismissals([REYEZ, elsewhere], review)).toEqual({ shown: [elsewhere], dismissed: [REYEZ] });
    expect(applyDismissals([REYEZ], undefined)).toEqual({ shown: [REYEZ], dismissed: [] });
  });
});

describe('the ignore list, scoped', () => {
  it('scopes a phrase only by a whole category before the colon, spaces around it or not', () => {
    expect(ignoredBy(WALTER, ['the dead: walter'])).toBeUndefined();
    expect(ignoredBy(WALTER, ['dead : walter'])).toBe('dead : walter');
    expect(ignoredBy(WALTER, ['names: walter'])).toBeUndefined();
  });

  it('never ignores everything for an empty entry or one of punctuation', () => {
    expect(ignoredBy(WALTER, ['', '   ', '—', 'dead: …'])).toBeUndefined();
  });
});

describe('the last check, against what the author did since', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const project = () => {
    dir = mkdtempSync(path.join(tmpdir(), 'writer-last-check-'));
    writeFileSync(
      path.join(dir, 'chapter_01.md'),
      '# One\n\nDetective Reyes laughed at the gate. Reyes went in first.\n\nLater Reyes slept. Reyes woke at six.\n',
    );
    writeFileSync(path.join(dir, 'chapter_02.md'), '# Two\n\nDetective Reyez said nothing at all. Then Reyez left.\n');
    return dir;
  };

  it('sees a chapter changed, removed or added since, and nothing when all is as it was', async () => {
    const root = project();
    const report = await checkProject(root);
    await saveLastCheck(root, report, 0.5);
    const last = await readLastCheck(root);
    if (!last) throw new Error('no last check was kept');
    expect(await changedSince(root, last)).toBe(false);
    const chapter = path.join(root, 'chapter_02.md');
    // The same size, written later.
    utimesSync(chapter, new Date(), new Date(Date.now() + 60_000));
    expect(await changedSince(root, last)).toBe(true);
    await saveLastCheck(root, report, 0.5);
    const again = (await readLastCheck(root)) as NonNullable<typeof last>;
    unlinkSync(chapter);
    expect(await changedSince(root, again)).toBe(true);
    // Another text of another size, its time set back to the old one's (as a copy that keeps times does).
    writeFileSync(chapter, '# Two\n\nReyez said nothing at all.\n');
    utimesSync(
      chapter,
      new Date(again.files['chapter_02.md']?.mtimeMs as number),
      new Date(again.files['chapter_02.md']?.mtimeMs as number),
    );
    expect(await changedSince(root, again)).toBe(true);
    // A bible written after the check.
    await saveLastCheck(root, report, 0.5);
    const before = (await readLastCheck(root)) as NonNullable<typeof last>;
    writeFileSync(path.join(root, 'bible.md'), '## Characters\n### Reyes\n');
    expect(await changedSince(root, before)).toBe(true);
    writeFileSync(path.join(root, 'chapter_03.md'), '# Three\n\nA new one.\n');
    await saveLastCheck(root, await checkProject(root), 0.5);
    const third = (await readLastCheck(root)) as NonNullable<typeof last>;
    unlinkSync(path.join(root, 'chapter_03.md'));
    expect(await changedSince(root, third)).toBe(true);
  });

  it('reads a damaged or foreign record as no last check', async () => {
    const root = project();
    await saveLastCheck(root, await checkProject(root), 0.5);
    expect(await readLastCheck(root)).toMatchObject({ version: 1 });
    for (const text of ['null', '5', '{"version":1', '{"version":2,"checkedAt":"x","findings":[],"chapters":[]}']) {
      writeFileSync(path.join(root, CHECK_FILE), text);
      expect(await readLastCheck(root), text).toBeUndefined();
    }
  });

  it('counts as unresolved what review.md has not marked, and says so only when some are marked', async () => {
    const root = project();
    await saveLastCheck(root, await checkProject(root), 0.5);
    const open = await lastCheckStatus(root);
    expect(open?.findings).toBeGreaterThan(0);
    expect(open?.unresolved).toHaveLength(open?.findings as number);
    expect(describeLastCheck(open as NonNullable<typeof open>)).toMatch(/^\d+ findings? \(writer check, /);
    const lines = (await checkForReview(root)).lines;
    expect(lines[0]).toMatch(/^- chapter_02\.md:3 — names — .* \[id:[0-9a-f]{10}\]$/);
    writeFileSync(
      path.join(root, 'review.md'),
      `${lines.map((l) => l.replace(/^- /, '- [fixed] [check] ')).join('\n')}\n`,
    );
    const marked = await lastCheckStatus(root);
    expect(marked?.unresolved).toEqual([]);
    expect(describeLastCheck(marked as NonNullable<typeof marked>)).toMatch(/^\d+ findings?, 0 unresolved \(/);
    expect(describeLastCheck({ checkedAt: '2026-12-03T19:00:00Z', findings: 0, unresolved: [], changed: false })).toBe(
      'no findings (writer check, 2026-12-03 19:00 UTC)',
    );
  });
});
