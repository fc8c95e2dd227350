import path from 'node:path';
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
  return {
    findings: sortFindings(
      findings.filter((f) => f.confidence >= min),
      chapters,
    ),
    skipped,
    chapters,
    words: m.chapters.reduce((sum, c) => sum + c.words, 0),
  };
}

export async function checkProject(dir: string, options: CheckOptions = {}): Promise<CheckReport> {
  const manuscript = await readManuscript(path.resolve(dir), options.lang ?? ENGLISH);
  return checkManuscript(manuscript, options);
}
