import path from 'node:path';
import type { ActiveProject } from '../project/active.js';
import { REVIEW_FILE, readOutline } from '../project/outline.js';
import { NotAFileError, readTextIfExists } from '../util/files.js';

/**
 * review.md: the findings of the review pass, one per line, each marked
 * fixed or left, in a form both the model and writer can read:
 *
 *   - [fixed] chapter_03.md:42 — Mara's eyes are grey here, green in chapter 1
 *   - [left] chapter_05.md:10 — the letter from chapter 2 is never answered
 *
 * A finding not marked yet is written "- [ ] …". A finding that came from
 * `writer check` carries "[check]" after its mark, and one the model judged no
 * error is marked "[dismissed]":
 *
 *   - [dismissed] [check] chapter_04.md:7 — names — "Marta" is not a name in the bible; did you mean "Mara"?
 *
 * Any other line is prose and ignored, so the model may add headings or a closing note.
 */

export type FindingState = 'fixed' | 'left' | 'open' | 'dismissed';

export interface Finding {
  state: FindingState;
  /** "chapter_03.md:42", or whatever the model put where the place goes. */
  where: string;
  text: string;
  /** Found by `writer check` (marked "[check]"), not by the model's own reading. */
  fromCheck?: true;
}

export interface ReviewCounts {
  /** Checker findings given to this run's review that review.md left unanswered (neither fixed nor dismissed with a reason). */
  unanswered?: number;
  fixed: number;
  left: number;
  /** Findings not marked fixed, left or dismissed. */
  open: number;
  /** Checker findings the model judged not to be errors. */
  dismissed: number;
  /** How many of all these came from `writer check`. */
  fromCheck: number;
  /** Why review.md could not be read (a folder stands there), when it could not. */
  unreadable?: string;
}

const FINDING = /^\s*[-*+]\s*\[\s*(fixed|left|dismissed|x|)\s*\]\s*(.*)$/i;
const FROM_CHECK = /^\[\s*check\s*\]\s*/i;
const PLACE = /^(\S+?:\d+(?:-\d+)?)\s*(?:[—–:-]+\s*)?(.*)$/;

export function parseReview(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of text.split('\n')) {
    const match = FINDING.exec(line);
    if (!match) continue;
    const mark = (match[1] as string).toLowerCase();
    // "[x]" is how a checklist says done: read it as fixed.
    const state: FindingState =
      mark === 'fixed' || mark === 'x'
        ? 'fixed'
        : mark === 'left'
          ? 'left'
          : mark === 'dismissed'
            ? 'dismissed'
            : 'open';
    let rest = (match[2] as string).trim();
    const fromCheck = FROM_CHECK.test(rest);
    if (fromCheck) rest = rest.replace(FROM_CHECK, '');
    const place = PLACE.exec(rest);
    const finding: Finding = place
      ? { state, where: place[1] as string, text: (place[2] as string).trim() }
      : { state, where: '', text: rest };
    if (fromCheck) finding.fromCheck = true;
    findings.push(finding);
  }
  return findings;
}

export function countFindings(findings: readonly Finding[]): ReviewCounts {
  const counts: ReviewCounts = { fixed: 0, left: 0, open: 0, dismissed: 0, fromCheck: 0 };
  for (const finding of findings) {
    counts[finding.state]++;
    if (finding.fromCheck) counts.fromCheck++;
  }
  return counts;
}

/** A project's review.md as it stands ('' when there is none, or it cannot be read). */
export async function reviewTextOf(projectDir: string): Promise<string> {
  return (await readTextIfExists(path.join(projectDir, REVIEW_FILE)).catch(() => undefined)) ?? '';
}

/** The counts of a project's review.md, or undefined when there is none. */
export async function readReview(projectDir: string): Promise<ReviewCounts | undefined> {
  let text: string | undefined;
  try {
    text = await readTextIfExists(path.join(projectDir, REVIEW_FILE), 'the review findings');
  } catch (error) {
    if (!(error instanceof NotAFileError)) throw error;
    return { ...countFindings([]), unreadable: `${REVIEW_FILE} is a folder, not a file: no findings could be read` };
  }
  return text === undefined ? undefined : countFindings(parseReview(text));
}

/** "2 fixed, 1 left" (and "3 not marked", "1 dismissed", "4 from writer check", "2 checker findings not answered" when there are such). */
export function describeReview(counts: ReviewCounts): string {
  if (counts.unreadable) return counts.unreadable;
  const total = counts.fixed + counts.left + counts.open + counts.dismissed;
  const unanswered = counts.unanswered
    ? `; ${counts.unanswered} checker finding${counts.unanswered === 1 ? '' : 's'} not answered`
    : '';
  if (total === 0) return `no findings${unanswered}`;
  const dismissed = counts.dismissed > 0 ? `, ${counts.dismissed} dismissed` : '';
  const open = counts.open > 0 ? `, ${counts.open} not marked` : '';
  const checker = counts.fromCheck > 0 ? `; ${counts.fromCheck} from writer check` : '';
  return `${counts.fixed} fixed, ${counts.left} left${dismissed}${open}${checker}${unanswered}`;
}

/** Lower case, one kind of quote and dash, single spaces: how two writings of one finding are compared. */
function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The parts of a finding's text between its dashes ("names — "Marta" is … — a nickname"). */
const SEGMENTS = /\s+[—–]\s+|\s+-{1,2}\s+/;

/**
 * The checker findings given to the review (in `writer check`'s form, "- chapter_04.md:7 — names — …") that
 * review.md does not answer. A finding is answered by a line at the same place (of the same kind, where the place
 * has lines of two kinds) marked [fixed], or marked [dismissed] with a reason of its own, not the checker's words
 * ("… — a nickname her brother uses"). [left] or no line at all is no
 * answer: the checker's findings are either errors to fix or no errors, and the model is to say which.
 */
export function unansweredCheckerFindings(given: readonly string[], review: readonly Finding[]): string[] {
  const used = new Set<Finding>();
  const unanswered: string[] = [];
  for (const line of given) {
    const place = PLACE.exec(line.replace(/^\s*[-*+]\s*/, '').trim());
    const where = place?.[1] ?? '';
    const rest = normal(place?.[2] ?? '');
    const kind = rest.split(SEGMENTS)[0] ?? '';
    // The line at its place, of its kind where there is one (a place may have findings of two kinds).
    const free = review.filter((finding) => !used.has(finding) && finding.where === where);
    const answer = free.find((finding) => normal(finding.text).startsWith(kind)) ?? free[0];
    if (answer) used.add(answer);
    const segments = answer ? normal(answer.text).split(SEGMENTS) : [];
    const reason = (segments[0] === kind ? segments.slice(1) : segments).at(-1);
    const dismissed = answer?.state === 'dismissed' && reason !== undefined && reason !== '' && !rest.includes(reason);
    if (answer?.state !== 'fixed' && !dismissed) unanswered.push(line);
  }
  return unanswered;
}

/** The review pass is for planned works: on unless turned off, and only when there is an outline to check against. */
export async function reviewWanted(project: ActiveProject | undefined, enabled: boolean | undefined): Promise<boolean> {
  if (enabled === false || !project) return false;
  return (await readOutline(project.dir)).length > 0;
}
