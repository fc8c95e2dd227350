import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewLine } from '../../src/check/forReview.js';
import {
  CHECKS,
  checkManuscript,
  checkProject,
  DEFAULT_MIN_CONFIDENCE,
  WORDLESS_CHECKS,
} from '../../src/check/index.js';
import { languageFor } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** The whole report of `writer check`: what it found, what it could not check and why, what the author set aside. */

const CAST = '# Bible\n\n## Characters\n### Mara Voss\n- eyes: grey\n';
const BOOK = {
  'chapter_01.md': '# One\n\nMara Voss came down to the quay.\n',
  'chapter_02.md': '# Two\n\nMarra waited. Mara Voss looked up, her blue eyes wet.\n',
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the report', () => {
  it('runs every check in the issue’s order, most certain findings first, with ids, words and chapters', () => {
    expect(CHECKS.map(([name]) => name)).toEqual([
      'names',
      'attributes',
      'dead',
      'kin',
      'voice',
      'timeline',
      'places',
      'objects',
      'repetition',
      'length',
      'threads',
    ]);
    expect([...WORDLESS_CHECKS].sort()).toEqual(['length', 'names', 'repetition', 'timeline']);
    const report = checkManuscript(manuscriptOf(BOOK, CAST));
    expect(report.findings.map((f) => [f.category, f.file, f.line, f.confidence])).toEqual([
      ['attribute', 'chapter_02.md', 3, 0.9],
      ['names', 'chapter_02.md', 3, 0.9],
    ]);
    expect(report.findings.every((f) => /^[0-9a-f]{10}$/.test(f.id ?? ''))).toBe(true);
    expect(report.chapters).toEqual(['chapter_01.md', 'chapter_02.md']);
    expect(report.words).toBe(19);
    expect(report.dismissed).toEqual([]);
    expect(report.ignored).toEqual([]);
    expect(report).not.toHaveProperty('facts');
  });

  it('shows findings at the minimum confidence and above: 0.5 unless asked', () => {
    expect(DEFAULT_MIN_CONFIDENCE).toBe(0.5);
    const m = manuscriptOf(
      { 'chapter_01.md': '# One\n\nA tapestry of nets hung there.\n' }, // a worn phrase: 0.6
    );
    expect(checkManuscript(m).findings).toHaveLength(1);
    expect(checkManuscript(m, { minConfidence: 0.6 }).findings).toHaveLength(1);
    expect(checkManuscript(m, { minConfidence: 0.61 }).findings).toEqual([]);
  });

  it('says "there is no bible.md" for each check that needs one, rather than which section is missing', () => {
    const none = checkManuscript(manuscriptOf(BOOK));
    const threads = none.skipped.find((s) => s.check === 'threads');
    expect(threads?.reason).toBe('there is no bible.md');
    // A reason that is not about the bible stays as it is.
    expect(none.skipped.find((s) => s.check === 'length')?.reason).toBe('the outline gives no chapter budgets');
    const withBible = checkManuscript(manuscriptOf(BOOK, CAST));
    expect(withBible.skipped.find((s) => s.check === 'threads')?.reason).toBe(
      'the bible has no Open threads section (or it is empty)',
    );
  });

  it('runs only the wordless checks on a book it has no words for, and says so in one line', () => {
    const report = checkManuscript(manuscriptOf(BOOK, '', languageFor('de')), { lang: languageFor('de') });
    expect(report.skipped[0]).toEqual({
      check: 'attributes, dead, kin, voice, places, objects, threads',
      reason:
        'they read English words and this book is in German (de); names, dates, repetition and length were checked',
    });
    expect(report.skipped.filter((s) => /German/.test(s.reason))).toHaveLength(1);
    expect(report.findings.every((f) => ['names', 'timeline', 'repetition', 'length'].includes(f.category))).toBe(true);
    // In English there is no such line.
    expect(checkManuscript(manuscriptOf(BOOK)).skipped.some((s) => /read English words/.test(s.reason))).toBe(false);
  });

  it('sets aside what the ignore list names, and what review.md dismissed, saying by what', () => {
    const m = manuscriptOf(BOOK, CAST);
    const ignored = checkManuscript(m, { ignore: ['names'] });
    expect(ignored.findings.map((f) => f.category)).toEqual(['attribute']);
    expect(ignored.ignored?.map((f) => [f.category, f.ignoredBy])).toEqual([['names', 'names']]);
    const [first] = checkManuscript(m).findings;
    if (!first) throw new Error('no finding');
    const dismissed = checkManuscript(m, { review: reviewLine(first, 'dismissed', 'lenses') });
    expect(dismissed.findings.map((f) => f.category)).toEqual(['names']);
    expect(dismissed.dismissed?.map((f) => f.id)).toEqual([first.id]);
    // A finding below the minimum is neither shown nor counted as ignored.
    expect(checkManuscript(m, { ignore: ['names'], minConfidence: 0.95 }).ignored).toEqual([]);
  });

  it('adds the facts it compared when asked to explain', () => {
    const report = checkManuscript(manuscriptOf(BOOK, CAST), { explain: true });
    expect(report.facts?.characters.map((c) => c.name)).toContain('Mara Voss');
  });
});

describe('a project folder', () => {
  function project(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-check-report-'));
    dirs.push(dir);
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    return dir;
  }

  it('reads review.md’s dismissals and the project’s ignore list, beside the ignore list given', async () => {
    const dir = project({ ...BOOK, 'bible.md': CAST });
    const all = await checkProject(dir);
    expect(all.findings.map((f) => f.category)).toEqual(['attribute', 'names']);
    writeFileSync(path.join(dir, 'writer.config.yaml'), 'check:\n  ignore: [names]\n');
    const fromConfig = await checkProject(dir);
    expect(fromConfig.findings.map((f) => f.category)).toEqual(['attribute']);
    const both = await checkProject(dir, { ignore: ['attribute'] });
    expect(both.findings).toEqual([]);
    expect(both.ignored?.map((f) => f.ignoredBy).sort()).toEqual(['attribute', 'names']);
    writeFileSync(path.join(dir, 'writer.config.yaml'), 'author: Someone\n');
    const attribute = all.findings[0];
    if (!attribute) throw new Error('no finding');
    writeFileSync(path.join(dir, 'review.md'), `# Review\n\n${reviewLine(attribute, 'dismissed', 'lenses')}\n`);
    const reviewed = await checkProject(dir);
    expect(reviewed.findings.map((f) => f.category)).toEqual(['names']);
    expect(reviewed.dismissed).toHaveLength(1);
    // review.md given by the caller stands above the file.
    expect((await checkProject(dir, { review: '' })).findings).toHaveLength(2);
  });
});
