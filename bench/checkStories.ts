import { readdirSync } from 'node:fs';
import path from 'node:path';
import { checkProject, type Finding } from '../src/check/index.js';
import { score, writeManuscript } from './lib/checkScore.js';
import { fmt, repoRoot } from './lib/process.js';
import type { Row } from './lib/report.js';
import { type Dialect, type StyleName, seededManuscript } from './lib/seeded.js';
import { scoreVariant, storySets } from './lib/storySets.js';

/**
 * `writer check` measured across bible dialects and voices (issue 29):
 * the generated manuscripts (bench/lib/seeded.ts) with their bible in writer's
 * own dialect, in three others and with none; the hand-written story sets of
 * test/check/fixtures (the "blind" one written before its writer read the
 * rules); the public-domain novels of ../shared/corpus (no bible, every
 * finding listed); the clean prose of test/check/quiet (every finding listed, each one false); and what a
 * confidence of 0.8 or more is worth.
 */

const DIALECTS: Dialect[] = ['writer', 'bullets', 'table', 'prose', 'none'];
const STYLES: StyleName[] = ['third-past', 'first-present'];
const CORPUS = path.join(repoRoot, '..', 'shared', 'corpus', 'public-domain');
/** Clean prose written blind (test/check/quiet/README.md): each corpus a folder of stories, none with a slip. */
const QUIET = path.join(repoRoot, 'test', 'check', 'quiet');

interface Tally {
  seeded: number;
  found: number;
  falseClean: number;
  cleanWords: number;
}

const pct = (a: number, b: number) => (b === 0 ? '—' : `${fmt((a / b) * 100)}%`);
const per10k = (n: number, words: number) => fmt((n / words) * 10_000, 2);

export async function checkerStories(quick: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  let sure = 0;
  let sureTrue = 0;
  const seeds = quick ? [7] : [7, 11];
  for (const style of STYLES) {
    for (const dialect of DIALECTS) {
      const t: Tally = { seeded: 0, found: 0, falseClean: 0, cleanWords: 0 };
      const byCategory = new Map<string, { found: number; seeded: number }>();
      for (const seed of seeds) {
        for (const errors of [true, false]) {
          const m = seededManuscript({ style, chapters: quick ? 10 : 30, chapterWords: 3300, errors, seed, dialect });
          const { dir, remove } = writeManuscript(m);
          try {
            const report = await checkProject(dir, { minConfidence: 0.5 });
            const s = score(m.seeds, report.findings);
            const hits = report.findings.filter((f) => !s.falseFindings.includes(f));
            sure += report.findings.filter((f) => f.confidence >= 0.8).length;
            sureTrue += hits.filter((f) => f.confidence >= 0.8).length;
            if (errors) {
              t.seeded += m.seeds.length;
              t.found += s.categories.reduce((n, c) => n + c.found, 0);
              for (const c of s.categories) {
                const k = byCategory.get(c.category) ?? { found: 0, seeded: 0 };
                k.found += c.found;
                k.seeded += c.seeded;
                byCategory.set(c.category, k);
              }
            } else {
              t.falseClean += report.findings.length;
              t.cleanWords += report.words;
            }
          } finally {
            remove();
          }
        }
      }
      const goal = dialect === 'none' ? 0.6 : 0.8;
      rows.push({
        metric: `writer check, generated ${style} manuscript, bible: ${dialect === 'none' ? 'none' : `${dialect} dialect`} (${seeds.length} × ~${quick ? '33' : '100'},000 words)`,
        result: `found ${t.found}/${t.seeded} seeded (${pct(t.found, t.seeded)}); clean: ${t.falseClean} false in ${fmt(t.cleanWords)} words = ${per10k(t.falseClean, t.cleanWords)} per 10,000${dialect === 'none' ? `; by category: ${[...byCategory].map(([c, k]) => `${c} ${k.found}/${k.seeded}`).join(', ')}` : ''}`,
        goal: `≥ ${goal * 100}% found; ≤ 1 false per 10,000 words`,
        met: t.found / t.seeded >= goal && (t.falseClean / t.cleanWords) * 10_000 <= 1,
      });
    }
  }
  for (const set of storySets()) {
    for (const bible of ['none', ...Object.keys(set.bibles)]) {
      const v = scoreVariant(set, bible);
      sure += v.sure;
      sureTrue += v.sureTrue;
      const goal = bible === 'none' ? 0.6 : 0.8;
      rows.push({
        metric: `writer check, story set "${set.name}", bible: ${bible === 'none' ? 'none' : `${bible} dialect`} (${fmt(v.words)} words, hand-written)`,
        result: `found ${v.found}/${v.seeds} (${pct(v.found, v.seeds)}); clean: ${v.falseClean.length} false = ${per10k(v.falseClean.length, v.words)} per 10,000${v.missed.length ? `; missed: ${v.missed.map((s) => s.category).join(', ')}` : ''}`,
        goal: `≥ ${goal * 100}% found; ≤ 1 false per 10,000 words`,
        met: v.found / v.seeds >= goal && (v.falseClean.length / v.words) * 10_000 <= 1,
        ...(v.falseClean.length || v.missed.length
          ? {
              note: [
                v.falseClean.length
                  ? `False on the clean "${set.name}" (${bible}): ${v.falseClean.map((f) => `${f.file}:${f.line} ${f.category} — ${f.message}`).join('; ')}.`
                  : '',
                v.missed.length
                  ? `Seeds missed: ${v.missed.map((m) => `${m.file} ${m.category} (${m.what})`).join('; ')}.`
                  : '',
              ]
                .filter(Boolean)
                .join(' '),
            }
          : {}),
      });
    }
  }
  rows.push({
    metric:
      'writer check confidence: of all findings at ≥ 0.8 on the seeded and clean variants above, how many are true',
    result: `${sureTrue} of ${sure} (${pct(sureTrue, sure)})`,
    goal: '(measured; a finding at ≥ 0.8 should be worth a reader’s time)',
    met: undefined,
  });
  for (const book of readdirSafe(CORPUS)) {
    const report = await checkProject(path.join(CORPUS, book), { minConfidence: 0.5 });
    const list = report.findings.map(
      (f: Finding) => `${f.file}:${f.line} ${f.category} (${f.confidence}) — ${f.message}`,
    );
    rows.push({
      metric: `writer check on ${book} (public domain, no bible, ${fmt(report.words)} words)`,
      result: `${report.findings.length} findings = ${per10k(report.findings.length, report.words)} per 10,000 words; checks not run: ${report.skipped.map((s) => s.check).join(', ') || 'none'}`,
      goal: '≤ 0.2 per 10,000 words (the checks not run need a bible or an outline the folder does not have)',
      met: (report.findings.length / report.words) * 10_000 <= 0.2,
      ...(list.length > 0 ? { note: `Findings on ${book}: ${list.join('; ')}.` } : {}),
    });
  }
  for (const corpus of readdirSafe(QUIET)) {
    let words = 0;
    const list: string[] = [];
    const stories = readdirSafe(path.join(QUIET, corpus));
    for (const story of stories) {
      const report = await checkProject(path.join(QUIET, corpus, story), { minConfidence: 0.5 });
      words += report.words;
      for (const f of report.findings)
        list.push(`${story}/${f.file}:${f.line} ${f.category} (${f.confidence}) — ${f.message}`);
    }
    rows.push({
      metric: `writer check on clean prose written blind, test/check/quiet/${corpus} (${stories.length} stories, no bible, ${fmt(words)} words)`,
      result: `${list.length} findings = ${per10k(list.length, words)} per 10,000 words`,
      goal: '≤ 1 false finding per 10,000 words of clean text',
      met: (list.length / words) * 10_000 <= 1,
      ...(list.length > 0 ? { note: `Findings on quiet/${corpus}: ${list.join('; ')}.` } : {}),
    });
  }
  return rows;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}
