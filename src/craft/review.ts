import path from 'node:path';
import type { ActiveProject } from '../project/active.js';
import { readTextIfExists } from '../util/files.js';
import { REVIEW_FILE, readOutline } from './outline.js';

/**
 * review.md: the findings of the review pass, one per line, each marked
 * fixed or left, in a form both the model and writer can read:
 *
 *   - [fixed] chapter_03.md:42 — Mara's eyes are grey here, green in chapter 1
 *   - [left] chapter_05.md:10 — the letter from chapter 2 is never answered
 *
 * A finding not marked yet is written "- [ ] …". Any other line is prose and
 * ignored, so the model may add headings or a closing note.
 */

export type FindingState = 'fixed' | 'left' | 'open';

export interface Finding {
  state: FindingState;
  /** "chapter_03.md:42", or whatever the model put where the place goes. */
  where: string;
  text: string;
}

export interface ReviewCounts {
  fixed: number;
  left: number;
  /** Findings not marked fixed or left. */
  open: number;
}

const FINDING = /^\s*[-*+]\s*\[\s*(fixed|left|x|)\s*\]\s*(.*)$/i;
const PLACE = /^(\S+?:\d+(?:-\d+)?)\s*(?:[—–:-]+\s*)?(.*)$/;

export function parseReview(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of text.split('\n')) {
    const match = FINDING.exec(line);
    if (!match) continue;
    const mark = (match[1] as string).toLowerCase();
    // "[x]" is how a checklist says done: read it as fixed.
    const state: FindingState = mark === 'fixed' || mark === 'x' ? 'fixed' : mark === 'left' ? 'left' : 'open';
    const rest = (match[2] as string).trim();
    const place = PLACE.exec(rest);
    findings.push(
      place
        ? { state, where: place[1] as string, text: (place[2] as string).trim() }
        : { state, where: '', text: rest },
    );
  }
  return findings;
}

export function countFindings(findings: readonly Finding[]): ReviewCounts {
  const counts: ReviewCounts = { fixed: 0, left: 0, open: 0 };
  for (const finding of findings) counts[finding.state]++;
  return counts;
}

/** The counts of a project's review.md, or undefined when there is none. */
export async function readReview(projectDir: string): Promise<ReviewCounts | undefined> {
  const text = await readTextIfExists(path.join(projectDir, REVIEW_FILE));
  return text === undefined ? undefined : countFindings(parseReview(text));
}

/** "2 fixed, 1 left" (and "3 not marked" when some are neither). */
export function describeReview(counts: ReviewCounts): string {
  const total = counts.fixed + counts.left + counts.open;
  if (total === 0) return 'no findings';
  return `${counts.fixed} fixed, ${counts.left} left${counts.open > 0 ? `, ${counts.open} not marked` : ''}`;
}

/** The review pass is for planned works: on unless turned off, and only when there is an outline to check against. */
export async function reviewWanted(project: ActiveProject | undefined, enabled: boolean | undefined): Promise<boolean> {
  if (enabled === false || !project) return false;
  return (await readOutline(project.dir)).length > 0;
}
