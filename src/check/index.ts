import path from 'node:path';
import { PROJECT_CONFIG, readConfigFile } from '../config/sources.js';
import { REVIEW_FILE } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { checkAttributes } from './checks/attributes.js';
import { checkDead } from './checks/dead.js';
import { checkKin } from './checks/kin.js';
import { checkLength } from './checks/length.js';
import { checkNames } from './checks/names.js';
import { checkObjects } from './checks/objects.js';
import { checkPlaces } from './checks/places.js';
import { checkRepetition } from './checks/repetition.js';
import { checkThreads } from './checks/threads.js';
import { checkTimeline } from './checks/timeline.js';
import { checkVoice } from './checks/voice.js';
import { explainFacts } from './explain.js';
import { sortFindings } from './format.js';
import { applyDismissals, ignoredBy, withId } from './forReview.js';
import { ENGLISH, type Language, languageFor } from './lang/index.js';
import { readManuscript } from './manuscript.js';
import { pinnedToWords } from './pinLines.js';
import type { CheckReport, Finding, Manuscript, Skipped } from './types.js';

/**
 * `writer check`: a continuity checker without a model. It reads a folder of
 * markdown chapters with its bible.md and outline.md and returns findings in
 * review.md's form, most certain first. No request, no key, no network.
 */

export type { Explanation } from './explain.js';
export { formatFinding, sortFindings } from './format.js';
export { CheckInputError } from './manuscript.js';
export type { CheckReport, Finding, Skipped } from './types.js';

/** Findings below this confidence are not shown unless asked for (precision before recall). */
export const DEFAULT_MIN_CONFIDENCE = 0.5;

export interface CheckOptions {
  minConfidence?: number;
  lang?: Language;
  /** The book's language tag as given (--lang): above the project's writer.config.yaml `lang`. */
  langTag?: string;
  /** The language tag of the settings where writer runs: below the project's own. */
  defaultLang?: string;
  /** Add which facts were taken from where (the text or the bible) to the report. */
  explain?: boolean;
  /** The project's `check: { ignore: [...] }`: categories, names or phrases the author meant. */
  ignore?: readonly string[];
  /** review.md's text: findings dismissed there (evidence unchanged) are not shown again. */
  review?: string;
}

type CheckFn = (m: Manuscript, lang: Language) => { findings: Finding[]; skipped: Skipped[] };

/** The checks that need no words of the book's language: capitals and sounds, figures, repeated runs, counts. */
export const WORDLESS_CHECKS: ReadonlySet<string> = new Set(['names', 'timeline', 'repetition', 'length']);

/** Every check, in the order of the list. */
export const CHECKS: ReadonlyArray<[string, CheckFn]> = [
  ['names', checkNames],
  ['attributes', checkAttributes],
  ['dead', checkDead],
  ['kin', checkKin],
  ['voice', checkVoice],
  ['timeline', checkTimeline],
  ['places', checkPlaces],
  ['objects', checkObjects],
  ['repetition', checkRepetition],
  ['length', checkLength],
  ['threads', checkThreads],
];

/** Run every check on a manuscript already read (pure: no disk). */
export function checkManuscript(m: Manuscript, options: CheckOptions = {}): CheckReport {
  const lang = options.lang ?? ENGLISH;
  const min = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const findings: Finding[] = [];
  const skipped: Skipped[] = [];
  // A book in a language this checker has no words for gets the checks that need none, and one line for the rest.
  const unread = lang.readsWords ? [] : CHECKS.map(([name]) => name).filter((name) => !WORDLESS_CHECKS.has(name));
  if (unread.length > 0)
    skipped.push({
      check: unread.join(', '),
      reason: `they read English words and this book is in ${lang.name} (${lang.code}); names, dates, repetition and length were checked`,
    });
  for (const [name, check] of CHECKS) {
    // Stryker disable next-line ConditionalExpression: run anyway on the emptied language, these checks find nothing; the skip saves their time
    if (unread.includes(name)) continue;
    const result = check(m, lang);
    findings.push(...result.findings);
    // Without a bible.md, say that rather than which of its sections is missing.
    for (const s of result.skipped)
      skipped.push(
        m.bible.found || !/\bbible\b/.test(s.reason) ? s : { check: s.check, reason: 'there is no bible.md' },
      );
  }
  const chapters = m.chapters.map((c) => c.file);
  const byFile = new Map(m.chapters.map((c) => [c.file, c]));
  const sure = findings.filter((f) => f.confidence >= min).map((f) => withId(pinnedToWords(f, byFile, lang)));
  const ignored: Array<Finding & { ignoredBy: string }> = [];
  const kept: Finding[] = [];
  for (const f of sure) {
    // Stryker disable next-line ArrayDeclaration: an entry only a finding that holds it would match (no ignore list is no entry)
    const by = ignoredBy(f, options.ignore ?? []);
    if (by === undefined) kept.push(f);
    else ignored.push({ ...f, ignoredBy: by });
  }
  const { shown, dismissed } = applyDismissals(kept, options.review);
  return {
    findings: sortFindings(shown, chapters),
    skipped,
    chapters,
    words: m.chapters.reduce((sum, c) => sum + c.words, 0),
    dismissed,
    ignored,
    ...(options.explain ? { facts: explainFacts(m, lang) } : {}),
  };
}

/** The language tag of a project's own writer.config.yaml, when it sets one. */
async function projectLang(dir: string): Promise<string | undefined> {
  const layer = await readConfigFile(path.join(dir, PROJECT_CONFIG)).catch(() => undefined);
  return layer?.values.lang;
}

/** The ignore list of a project's own writer.config.yaml (`check: { ignore: [...] }`), when it has one. */
async function projectIgnore(dir: string): Promise<string[]> {
  const layer = await readConfigFile(path.join(dir, PROJECT_CONFIG));
  // Stryker disable next-line ArrayDeclaration: an entry only a finding that holds it would match (no ignore list is no entry)
  return layer?.values.check?.ignore ?? [];
}

/**
 * Check a folder: its chapters, bible and outline, with review.md's
 * dismissals and the ignore lists (the one given, from the settings where
 * writer runs, and the project folder's own writer.config.yaml) applied.
 */
export async function checkProject(dir: string, options: CheckOptions = {}): Promise<CheckReport> {
  const root = path.resolve(dir);
  const lang = options.lang ?? languageFor(options.langTag ?? (await projectLang(root)) ?? options.defaultLang);
  const manuscript = await readManuscript(root, lang);
  const review = options.review ?? (await readTextIfExists(path.join(root, REVIEW_FILE)).catch(() => undefined));
  // Stryker disable next-line ArrayDeclaration: an entry only a finding that holds it would match (no ignore list is no entry)
  const ignore = [...(options.ignore ?? []), ...(await projectIgnore(root))];
  return checkManuscript(manuscript, { ...options, lang, ignore, ...(review === undefined ? {} : { review }) });
}
