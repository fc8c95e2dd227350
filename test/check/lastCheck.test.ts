import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewLine, withId } from '../../src/check/forReview.js';
import { checkForReview } from '../../src/check/reviewPass.js';
import {
  CHECK_FILE,
  changedSince,
  describeLastCheck,
  type LastCheckStatus,
  lastCheckStatus,
  readLastCheck,
  saveLastCheck,
} from '../../src/check/store.js';
import type { Finding } from '../../src/check/types.js';

/**
 * The last check as `writer status` and `writer export` see it (what is
 * still unresolved, whether the text moved on), and the checker's lines for
 * the review pass.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-last-check-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const finding = (over: Partial<Finding>): Finding =>
  withId({
    file: 'chapter_01.md',
    line: 3,
    category: 'names',
    message: '"Marra" is not a name in the bible; did you mean "Mara"?',
    evidence: 'Marra waited.',
    confidence: 0.9,
    ...over,
  });

const A = finding({});
const B = finding({ file: 'chapter_02.md', line: 5, evidence: 'Marra left.' });
const C = finding({ file: 'chapter_02.md', line: 9, evidence: 'Marra slept.' });

async function saved(dir: string, findings: Finding[]): Promise<void> {
  const chapters = ['chapter_01.md', 'chapter_02.md'];
  await saveLastCheck(dir, { findings, skipped: [], chapters, words: 6 }, 0.5, new Date('2026-12-02T18:20:41Z'));
}

describe('the last check, as status and export see it', () => {
  it('keeps the run whole: when, at which confidence, what it found and skipped, the files it read', async () => {
    const dir = project({ 'chapter_01.md': 'Marra waited.\n', 'chapter_02.md': 'Marra left.\n', 'bible.md': '# B\n' });
    await saveLastCheck(
      dir,
      { findings: [A], skipped: [{ check: 'threads', reason: 'none' }], chapters: ['chapter_01.md'], words: 2 },
      0.7,
      new Date('2026-12-02T18:20:41Z'),
    );
    const text = readFileSync(path.join(dir, CHECK_FILE), 'utf8');
    expect(CHECK_FILE).toBe(path.join('.writer', 'check.json'));
    expect(text.endsWith('}\n')).toBe(true);
    const last = await readLastCheck(dir);
    expect(last).toMatchObject({
      version: 1,
      checkedAt: '2026-12-02T18:20:41.000Z',
      minConfidence: 0.7,
      findings: [A],
      skipped: [{ check: 'threads', reason: 'none' }],
      chapters: ['chapter_01.md'],
      words: 2,
    });
    // The chapters it read, and the bible; an outline that does not exist is not fingerprinted.
    expect(Object.keys(last?.files ?? {}).sort()).toEqual(['bible.md', 'chapter_01.md']);
    expect(last?.files['chapter_01.md']?.size).toBe(14);
  });

  it('is no last check when there is none, or it is not one', async () => {
    const dir = project({ 'chapter_01.md': 'Marra waited.\n' });
    expect(await readLastCheck(dir)).toBeUndefined();
    expect(await lastCheckStatus(dir)).toBeUndefined();
    mkdirSync(path.join(dir, '.writer'));
    const good = { version: 1, checkedAt: 'x', findings: [], chapters: [], files: {} };
    for (const bad of [
      'null',
      '"text"',
      JSON.stringify({ ...good, version: 2 }),
      JSON.stringify({ ...good, checkedAt: 5 }),
      JSON.stringify({ ...good, findings: {} }),
      JSON.stringify({ ...good, chapters: 'chapter_01.md' }),
    ]) {
      writeFileSync(path.join(dir, CHECK_FILE), bad);
      expect(await readLastCheck(dir)).toBeUndefined();
    }
    writeFileSync(path.join(dir, CHECK_FILE), JSON.stringify(good));
    expect(await readLastCheck(dir)).toEqual(good);
  });

  it('knows a file changed, appeared or went since the check', async () => {
    const dir = project({ 'chapter_01.md': 'Marra waited.\n', 'chapter_02.md': 'Marra left.\n' });
    await saved(dir, []);
    const last = await readLastCheck(dir);
    if (!last) throw new Error('no last check');
    expect(await changedSince(dir, last)).toBe(false);
    // The same size, a later time.
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'chapter_02.md'), later, later);
    expect(await changedSince(dir, last)).toBe(true);
    // A bible written after the check; a chapter deleted.
    const dir2 = project({ 'chapter_01.md': 'Marra waited.\n', 'chapter_02.md': 'Marra left.\n' });
    await saved(dir2, []);
    const last2 = (await readLastCheck(dir2)) as NonNullable<typeof last>;
    writeFileSync(path.join(dir2, 'bible.md'), '# Bible\n');
    expect(await changedSince(dir2, last2)).toBe(true);
    rmSync(path.join(dir2, 'bible.md'));
    expect(await changedSince(dir2, last2)).toBe(false);
    rmSync(path.join(dir2, 'chapter_02.md'));
    expect(await changedSince(dir2, last2)).toBe(true);
  });

  it('counts a finding resolved when review.md marks it fixed or dismissed, by place or by id', async () => {
    const dir = project({ 'chapter_01.md': 'Marra waited.\n', 'chapter_02.md': 'Marra left.\n' });
    await saved(dir, [A, B, C]);
    const status = async (review?: string) => {
      if (review !== undefined) writeFileSync(path.join(dir, 'review.md'), review);
      return lastCheckStatus(dir);
    };
    const none = await status();
    expect(none).toEqual({ checkedAt: '2026-12-02T18:20:41.000Z', findings: 3, unresolved: [A, B, C], changed: false });
    // By its place; by its id though the line moved; a [left] or unmarked one stays unresolved; a line not from the check counts not.
    const review = [
      '# Review',
      `- [fixed] [check] chapter_01.md:3 — names — ${A.message}`,
      reviewLine({ ...B, line: 40 }, 'dismissed', 'a nickname'),
      reviewLine(C, 'left'),
      '- [fixed] chapter_02.md:9 — names — fixed by hand, not from the check',
    ].join('\n');
    expect((await status(review))?.unresolved).toEqual([C]);
    expect((await status(reviewLine(C, 'fixed')))?.unresolved).toEqual([A, B]);
    // An id in capitals is the same id.
    expect(
      (await status(reviewLine(C, 'fixed').replace(C.id as string, (C.id as string).toUpperCase())))?.unresolved,
    ).toEqual([A, B]);
    writeFileSync(path.join(dir, 'chapter_01.md'), 'Mara waited at last.\n');
    expect((await status())?.changed).toBe(true);
  });

  it('says how many findings, how many unresolved, when, and whether the text changed since', () => {
    const status = (over: Partial<LastCheckStatus>): LastCheckStatus => ({
      checkedAt: '2026-12-02T18:20:41.000Z',
      findings: 3,
      unresolved: [A, B],
      changed: false,
      ...over,
    });
    expect(describeLastCheck(status({}))).toBe('3 findings, 2 unresolved (writer check, 2026-12-02 18:20 UTC)');
    expect(describeLastCheck(status({ findings: 1, unresolved: [A] }))).toBe(
      '1 finding (writer check, 2026-12-02 18:20 UTC)',
    );
    expect(describeLastCheck(status({ findings: 2, unresolved: [A, B], changed: true }))).toBe(
      '2 findings (writer check, 2026-12-02 18:20 UTC; the text changed since)',
    );
    expect(describeLastCheck(status({ findings: 0, unresolved: [] }))).toBe(
      'no findings (writer check, 2026-12-02 18:20 UTC)',
    );
    expect(describeLastCheck(status({ findings: 2, unresolved: [] }))).toBe(
      '2 findings, 0 unresolved (writer check, 2026-12-02 18:20 UTC)',
    );
  });
});

describe('the checker before the review pass', () => {
  const BOOK = {
    'bible.md': '# Bible\n\n## Characters\n### Mara Voss\n- eyes: grey\n',
    'chapter_01.md': '# One\n\nMara Voss waited on the quay.\n',
    'chapter_02.md': '# Two\n\nMarra waited by the lamp.\n',
  };

  it('gives the findings as review lines without their own mark, and keeps the check as the last', async () => {
    const dir = project(BOOK);
    const { lines, problem } = await checkForReview(dir);
    expect(problem).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^- chapter_02\.md:3 — names — "Marra" .* \[id:[0-9a-f]{10}\]$/);
    const last = await readLastCheck(dir);
    expect(last?.minConfidence).toBe(0.5);
    expect(last?.findings.map((f) => f.file)).toEqual(['chapter_02.md']);
  });

  it('leaves out a finding dismissed in review.md', async () => {
    const dir = project(BOOK);
    const [first] = (await checkForReview(dir)).lines;
    const id = /\[id:([0-9a-f]+)\]/.exec(first as string)?.[1];
    writeFileSync(
      path.join(dir, 'review.md'),
      `- [dismissed] [check] chapter_02.md:3 — names — x [id:${id}] — her pet name\n`,
    );
    expect((await checkForReview(dir)).lines).toEqual([]);
  });

  it('never stops the review: a check that cannot run gives a reason instead of lines', async () => {
    const result = await checkForReview(path.join(os.tmpdir(), 'writer-no-such-project-folder'));
    expect(result.lines).toEqual([]);
    expect(result.problem).toMatch(/^writer check could not run before the review: .*No such folder/);
  });
});
