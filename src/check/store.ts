import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseReview } from '../craft/review.js';
import { REVIEW_FILE } from '../project/outline.js';
import { makeFolders, writeFileAtomic } from '../util/atomicWrite.js';
import { readTextIfExists } from '../util/files.js';
import type { CheckReport, Finding } from './types.js';

/**
 * The last check of a project, kept in `.writer/check.json` (written
 * atomically), so `writer status` can show its count and `writer export` can
 * warn about findings left unresolved without checking again. It records the
 * size and time of each file it read, to tell whether the text changed since.
 */

export const CHECK_FILE = path.join('.writer', 'check.json');

export interface LastCheck {
  version: 1;
  checkedAt: string;
  minConfidence: number;
  findings: Finding[];
  skipped: CheckReport['skipped'];
  chapters: string[];
  words: number;
  /** Size and modification time of each file read (chapters, bible.md, outline.md). */
  files: Record<string, { size: number; mtimeMs: number }>;
}

async function fingerprint(dir: string, files: readonly string[]): Promise<LastCheck['files']> {
  const out: LastCheck['files'] = {};
  for (const file of files) {
    const stat = await fs.stat(path.join(dir, file)).catch(() => undefined);
    if (stat) out[file] = { size: stat.size, mtimeMs: stat.mtimeMs };
  }
  return out;
}

function readFiles(report: Pick<CheckReport, 'chapters'>): string[] {
  return [...report.chapters, 'bible.md', 'outline.md'];
}

export async function saveLastCheck(
  dir: string,
  report: CheckReport,
  minConfidence: number,
  now = new Date(),
): Promise<void> {
  const record: LastCheck = {
    version: 1,
    checkedAt: now.toISOString(),
    minConfidence,
    findings: report.findings,
    skipped: report.skipped,
    chapters: report.chapters,
    words: report.words,
    files: await fingerprint(dir, readFiles(report)),
  };
  await makeFolders(path.join(dir, '.writer'));
  await writeFileAtomic(path.join(dir, CHECK_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

function isLastCheck(value: unknown): value is LastCheck {
  const v = (value ?? {}) as Partial<LastCheck>;
  return v.version === 1 && typeof v.checkedAt === 'string' && Array.isArray(v.findings) && Array.isArray(v.chapters);
}

/** The last check, or undefined when there is none or it cannot be read (a damaged file is no last check). */
export async function readLastCheck(dir: string): Promise<LastCheck | undefined> {
  const text = await readTextIfExists(path.join(dir, CHECK_FILE)).catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isLastCheck(value) ? value : undefined;
  } catch {
    // Not JSON: a damaged file, no last check.
  }
  return undefined;
}

/** Whether a file the last check read has changed (or gone, or appeared) since. */
export async function changedSince(dir: string, last: LastCheck): Promise<boolean> {
  const now = await fingerprint(dir, readFiles(last));
  const before = last.files;
  const keys = new Set([...Object.keys(now), ...Object.keys(before)]);
  for (const key of keys) {
    const a = now[key];
    const b = before[key];
    if (!a || !b || a.size !== b.size || a.mtimeMs !== b.mtimeMs) return true;
  }
  return false;
}

export interface LastCheckStatus {
  checkedAt: string;
  findings: number;
  /** Findings review.md does not mark as fixed or dismissed ("[fixed] [check] file:line"). */
  unresolved: Finding[];
  /** A file the check read has changed since it ran. */
  changed: boolean;
}

/** The last check against the review: what is still open, and whether the text moved on since. */
export async function lastCheckStatus(dir: string): Promise<LastCheckStatus | undefined> {
  const last = await readLastCheck(dir);
  if (!last) return undefined;
  const review = await readTextIfExists(path.join(dir, REVIEW_FILE)).catch(() => undefined);
  const marked =
    review === undefined
      ? []
      : parseReview(review).filter((f) => f.fromCheck && (f.state === 'fixed' || f.state === 'dismissed'));
  const resolved = new Set(marked.map((f) => f.where));
  // A line that carries the finding's id resolves it wherever the finding now stands.
  const ids = new Set(
    marked.flatMap((f) =>
      [...f.text.matchAll(/\[id:\s*([0-9a-f]{6,16})\]/gi)].map((m) => (m[1] as string).toLowerCase()),
    ),
  );
  return {
    checkedAt: last.checkedAt,
    findings: last.findings.length,
    unresolved: last.findings.filter((f) => !resolved.has(`${f.file}:${f.line}`) && !(f.id && ids.has(f.id))),
    changed: await changedSince(dir, last),
  };
}

/** "3 findings, 2 unresolved (writer check, 2026-12-02 18:20 UTC; the text changed since)". */
export function describeLastCheck(status: LastCheckStatus): string {
  const when = `${status.checkedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const count = status.findings === 0 ? 'no findings' : `${status.findings} finding${status.findings === 1 ? '' : 's'}`;
  // All of them open goes without saying (and no findings leaves none open).
  const open = status.unresolved.length !== status.findings ? `, ${status.unresolved.length} unresolved` : '';
  return `${count}${open} (writer check, ${when}${status.changed ? '; the text changed since' : ''})`;
}
