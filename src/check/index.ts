import path from 'node:path';
import { PROJECT_CONFIG, readConfigFile } from '../config/sources.js';
import { REVIEW_FILE } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { checkAttributes } from './checks/attributes.js';
import { checkDead } from './checks/dead.js';
import { checkLength } from './checks/length.js';
import { checkNames } from './checks/names.js';
import { checkObjects } from './checks/objects.js';
import { checkPlaces } from './checks/places.js';
import { checkRepetition } from './checks/repetition.js';
import { checkThreads } from './checks/threads.js';
import { checkTimeline } from './checks/timeline.js';
import { checkVoice } from './checks/voice.js';
import { sortFindings } from './format.js';
import { applyDismissals, ignoredBy, withId } from './forReview.js';
import { ENGLISH, type Language } from './lang/en.js';
import { readManuscript } from './manuscript.js';
import type { CheckReport, Finding, Manuscript, Skipped } from './types.js';

/**
 * `writer check`: a continuity checker without a model. It reads a folder of
 * markdown chapters with its bible.md and outline.md and returns findings in
 * review.md's form, most certain first. No request, no key, no network.
 */

export { formatFinding, sortFindings } from './format.js';
export { CheckInputError } from './manuscript.js';
export type { CheckReport, Finding, Skipped } from './types.js';

/** Findings below this confidence are not shown unless asked for (precision before recall). */
export const DEFAULT_MIN_CONFIDENCE = 0.5;

export interface CheckOptions {
  minConfidence?: number;
  lang?: Language;
  /** The project's `check: { ignore: [...] }`: categories, names or phrases the author meant. */
  ignore?: readonly string[];
  /** review.md's text: findings dismissed there (evidence unchanged) are not shown again. */
  review?: string;
}

type CheckFn = (m: Manuscript, lang: Language) => { findings: Finding[]; skipped: Skipped[] };

/** Every check, in the order of the list. */
export const CHECKS: ReadonlyArray<[string, CheckFn]> = [
  ['names', checkNames],
  ['attributes', checkAttributes],
  ['dead', checkDead],
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
  for (const [, check] of CHECKS) {
    const result = check(m, lang);
    findings.push(...result.findings);
    // Without a bible.md, say that rather than which of its sections is missing.
    for (const s of result.skipped)
      skipped.push(
        m.bible.found || !/\bbible\b/.test(s.reason) ? s : { check: s.check, reason: 'there is no bible.md' },
      );
  }
  const chapters = m.chapters.map((c) => c.file);
  const sure = findings.filter((f) => f.confidence >= min).map(withId);
  const ignored: Array<Finding & { ignoredBy: string }> = [];
  const kept: Finding[] = [];
  for (const f of sure) {
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
  };
}

/** The ignore list of a project's own writer.config.yaml (`check: { ignore: [...] }`), when it has one. */
async function projectIgnore(dir: string): Promise<string[]> {
  const layer = await readConfigFile(path.join(dir, PROJECT_CONFIG));
  return layer?.values.check?.ignore ?? [];
}

/**
 * Check a folder: its chapters, bible and outline, with review.md's
 * dismissals and the ignore lists (the one given, from the settings where
 * writer runs, and the project folder's own writer.config.yaml) applied.
 */
export async function checkProject(dir: string, options: CheckOptions = {}): Promise<CheckReport> {
  const root = path.resolve(dir);
  const manuscript = await readManuscript(root, options.lang ?? ENGLISH);
  const review = options.review ?? (await readTextIfExists(path.join(root, REVIEW_FILE)).catch(() => undefined));
  const ignore = [...(options.ignore ?? []), ...(await projectIgnore(root))];
  return checkManuscript(manuscript, { ...options, ignore, ...(review === undefined ? {} : { review }) });
}
