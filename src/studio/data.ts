import { promises as fs } from 'node:fs';
import path from 'node:path';
import { findingId, markInReview, parseReviewEntries, type ReviewEntry, type ReviewMark } from '../check/forReview.js';
import { type Language, languageFor } from '../check/lang/index.js';
import { readManuscript } from '../check/manuscript.js';
import { lastCheckStatus, readLastCheck } from '../check/store.js';
import type { Finding as CheckFinding } from '../check/types.js';
import { type DescribedProject, describeProject } from '../cli/list.js';
import { nextCommand } from '../cli/status.js';
import { estimateCost, type PriceTable } from '../config/prices.js';
import { projectStatus } from '../craft/status.js';
import { type BookMeta, loadBook, workTitle } from '../export/book.js';
import { defaultTarget, type Format, renderBook } from '../export/formats.js';
import { exportDate } from '../export/meta.js';
import { projectFolders } from '../export/project.js';
import type { TokenUsage } from '../model/types.js';
import { chapterSessionRows } from '../parallel/status.js';
import { listProjectFiles } from '../project/files.js';
import { acquireLock, LockError, liveLockOwner, projectLockPath } from '../project/lock.js';
import { BIBLE_FILE, OUTLINE_FILE, REVIEW_FILE, readOutline, workFiles } from '../project/outline.js';
import type { PlanCheckOptions } from '../project/planCheck.js';
import { writeFileAtomic } from '../util/atomicWrite.js';
import { readTextIfExists } from '../util/files.js';
import { type CastMap, castMap } from './castMap.js';
import { type ChapterView, chapterView } from './chapterView.js';
import { checkPlanText, type PlanView } from './planCheck.js';

/**
 * What the studio's pages show, read from the output folder with the code
 * the CLI reports with (`writer list`'s describeProject, `writer status`'s
 * projectStatus, chapter-session rows and next command, the last check,
 * export's book), and the few writes it makes: review.md marks and the plan,
 * each atomic and only while no run holds the project's lock.
 */

/** A request the studio refuses, with the status code and the reason shown to the author. */
export class StudioRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface StudioContext {
  outputDir: string;
  prices: PriceTable;
  meta: Omit<BookMeta, 'date'>;
}

export interface ProjectSummary {
  name: string;
  title: string;
  state: string;
  /** The process writing it now, when one is. */
  writingPid?: number;
  words: number;
  targetWords?: number;
  chaptersDone: number;
  chaptersPlanned: number;
  spent?: number;
  changed: string;
  next: { label: string; command?: string; why?: string };
}

/** The plan files the studio edits: nothing else is ever written from a request. */
export const PLAN_FILES: readonly string[] = [OUTLINE_FILE, BIBLE_FILE];

/** A project folder of the output folder by its exact name, or a 404: a name is never joined to a path unchecked. */
export async function projectDir(context: StudioContext, name: string): Promise<string> {
  const folders = (await projectFolders(context.outputDir)) ?? [];
  const dir = folders.find((folder) => path.basename(folder) === name);
  if (!dir) throw new StudioRefusal(404, `No project ${name} in ${context.outputDir}.`);
  return dir;
}

async function titleOf(dir: string): Promise<string> {
  return workTitle(await readTextIfExists(path.join(dir, OUTLINE_FILE)).catch(() => undefined), dir);
}

function summaryOf(described: DescribedProject, title: string): ProjectSummary {
  const { entry, status, owner } = described;
  return {
    name: entry.name,
    title,
    state: entry.state,
    ...(owner ? { writingPid: owner.pid } : {}),
    words: entry.words,
    ...(status.targetWords ? { targetWords: status.targetWords } : {}),
    chaptersDone: status.chapters.filter((chapter) => chapter.written).length,
    chaptersPlanned: status.chapters.length,
    ...(entry.spent !== undefined ? { spent: entry.spent } : {}),
    changed: entry.changed,
    next: nextCommand(status, owner),
  };
}

async function describe(dir: string, context: StudioContext) {
  const [described, title] = await Promise.all([describeProject(dir, context.prices), titleOf(dir)]);
  return { described, summary: summaryOf(described, title) };
}

export async function listSummaries(context: StudioContext): Promise<ProjectSummary[]> {
  const folders = (await projectFolders(context.outputDir)) ?? [];
  const out: ProjectSummary[] = [];
  for (const dir of folders) out.push((await describe(dir, context)).summary);
  return out.sort((a, b) => b.changed.localeCompare(a.changed));
}

/** Cumulative spend after each request of the main session's journal, in its order. */
function spendCurve(usages: readonly TokenUsage[], model: string | undefined, prices: PriceTable): number[] {
  const points: number[] = [];
  let total = 0;
  for (const usage of usages) {
    total += estimateCost([usage], model ?? '', prices) ?? 0;
    points.push(total);
  }
  return points;
}

function findingCounts(findings: readonly CheckFinding[], unresolved: readonly CheckFinding[]) {
  const counts = new Map<string, { findings: number; open: number }>();
  for (const finding of findings) {
    const count = counts.get(finding.file) ?? { findings: 0, open: 0 };
    count.findings++;
    counts.set(finding.file, count);
  }
  for (const finding of unresolved) {
    const count = counts.get(finding.file);
    if (count) count.open++;
  }
  return [...counts].map(([file, count]) => ({ file, ...count }));
}

export async function projectDetail(context: StudioContext, name: string) {
  const dir = await projectDir(context, name);
  const { described, summary } = await describe(dir, context);
  const { status } = described;
  const sessions = await chapterSessionRows(dir, context.prices, described.owner);
  const spend = spendCurve(status.usages, status.session?.model, context.prices);
  // The chapter sessions' requests come after the main session's in the curve: their journals keep no clock.
  let total = spend.at(-1) ?? 0;
  for (const row of sessions?.rows ?? []) {
    if (row.requests === 0) continue;
    const each = (row.usd ?? 0) / row.requests;
    for (let i = 0; i < row.requests; i++) {
      total += each;
      spend.push(total);
    }
  }
  const last = await readLastCheck(dir);
  const lastStatus = last ? await lastCheckStatus(dir) : undefined;
  return {
    ...summary,
    chapters: status.chapters.map((chapter) => ({
      file: chapter.file,
      title: chapter.title,
      words: chapter.words,
      ...(chapter.budget ? { budget: chapter.budget } : {}),
      written: chapter.written,
    })),
    otherFiles: status.otherFiles.map((file) => ({ file: file.path, words: file.words })),
    board: sessions?.rows ?? [],
    now: Date.now(),
    spend,
    check: last
      ? {
          checkedAt: last.checkedAt,
          findings: last.findings.length,
          unresolved: lastStatus?.unresolved.length ?? last.findings.length,
          changed: lastStatus?.changed ?? false,
          byChapter: findingCounts(last.findings, lastStatus?.unresolved ?? last.findings),
        }
      : undefined,
  };
}

/** The chapter files of a project in reading order (the outline's, else its markdown files). */
async function chapterFiles(dir: string): Promise<string[]> {
  const [outline, files] = await Promise.all([readOutline(dir), listProjectFiles(dir)]);
  const existing = new Set(files.map((file) => file.path));
  return workFiles(outline, files).filter((file) => existing.has(file));
}

export interface ShownFinding extends CheckFinding {
  id: string;
  state: ReviewMark;
  reason?: string;
}

/** The review.md entry of a finding: by its id, else (a line typed by hand) by file, category and message. */
function entryOf(finding: CheckFinding & { id: string }, entries: readonly ReviewEntry[]): ReviewEntry | undefined {
  return (
    entries.find((e) => e.id === finding.id) ??
    entries.find(
      (e) =>
        e.id === undefined &&
        e.file === finding.file &&
        e.category === finding.category &&
        e.message.startsWith(finding.message),
    )
  );
}

/**
 * The checker's findings of a file, each with what review.md says of it; and
 * the findings review.md marks fixed or dismissed that the last check no
 * longer reports (a dismissed finding is left out of the next check), so a
 * dismissal stays in sight with its reason.
 */
function withVerdicts(file: string, findings: readonly CheckFinding[], reviewText: string): ShownFinding[] {
  const entries = parseReviewEntries(reviewText).filter((e) => e.file === file);
  const used = new Set<ReviewEntry>();
  const shown: ShownFinding[] = findings.map((f) => {
    const finding = { ...f, id: f.id ?? findingId(f) };
    const entry = entryOf(finding, entries);
    if (!entry) return { ...finding, state: 'open' };
    used.add(entry);
    return { ...finding, state: entry.mark, ...(entry.reason ? { reason: entry.reason } : {}) };
  });
  for (const entry of entries) {
    if (used.has(entry) || (entry.mark !== 'dismissed' && entry.mark !== 'fixed')) continue;
    shown.push({
      file,
      line: entry.line ?? 1,
      category: entry.category,
      message: entry.message,
      evidence: '',
      confidence: 0,
      id: entry.id ?? '',
      state: entry.mark,
      ...(entry.reason ? { reason: entry.reason } : {}),
    });
  }
  return shown.sort((a, b) => a.line - b.line);
}

export async function chapterPage(
  context: StudioContext,
  name: string,
  file: string,
): Promise<ChapterView & { file: string; chapters: Array<{ file: string; words: number }>; findings: ShownFinding[] }> {
  const dir = await projectDir(context, name);
  const files = await chapterFiles(dir);
  // Only a chapter of the project is read: the name is looked up, never joined as given.
  const index = files.indexOf(file);
  if (index < 0) throw new StudioRefusal(404, `No chapter ${file} in ${name}.`);
  const all = await listProjectFiles(dir);
  const words = new Map(all.map((entry) => [entry.path, entry.words]));
  const text = await fs.readFile(path.join(dir, files[index] as string), 'utf8');
  const view = chapterView(text, file, files.length, (n) => `/p/${encodeURIComponent(name)}/read/${files[n - 1]}`);
  const last = await readLastCheck(dir);
  const review = (await readTextIfExists(path.join(dir, REVIEW_FILE)).catch(() => undefined)) ?? '';
  return {
    ...view,
    file,
    chapters: files.map((chapter) => ({ file: chapter, words: words.get(chapter) ?? 0 })),
    findings: withVerdicts(
      file,
      (last?.findings ?? []).filter((finding) => finding.file === file),
      review,
    ),
  };
}

/** Run `write` holding the project's lock, as a run would: refused, with the holder named, while a run holds it. */
async function underLock(dir: string, name: string, write: () => Promise<void>): Promise<void> {
  let lock: Awaited<ReturnType<typeof acquireLock>>;
  try {
    lock = await acquireLock(projectLockPath(dir), `the project ${name}`);
  } catch (error) {
    if (error instanceof LockError) throw new StudioRefusal(error.reason === 'held' ? 409 : 500, error.message);
    throw error;
  }
  try {
    await write();
  } finally {
    await lock.release();
  }
}

/** What the author decided about a checker finding: fixed in the text, or no error (with the reason why). */
export type Verdict = { mark: 'fixed' } | { mark: 'dismissed'; reason: string };

/** Mark one of the last check's findings (by its id) in review.md, as the review pass does. */
export async function markFinding(context: StudioContext, name: string, id: string, verdict: Verdict): Promise<void> {
  const dir = await projectDir(context, name);
  if (verdict.mark === 'dismissed' && verdict.reason.trim() === '')
    throw new StudioRefusal(400, 'Say why the finding is no error: the reason is kept in review.md.');
  const last = await readLastCheck(dir);
  const finding = last?.findings.find((f) => (f.id ?? findingId(f)) === id);
  if (!finding) throw new StudioRefusal(404, 'The last writer check has no such finding (run writer check again?).');
  await underLock(dir, name, async () => {
    const file = path.join(dir, REVIEW_FILE);
    const before = (await readTextIfExists(file)) ?? '';
    const reason = verdict.mark === 'dismissed' ? verdict.reason : undefined;
    await writeFileAtomic(file, markInReview(before, finding, verdict.mark, reason));
  });
}

/** What the plan check measures an outline against, as `writer check --plan` does: the run's target, --parallel's seams. */
async function planOptions(dir: string): Promise<PlanCheckOptions> {
  const status = await projectStatus(dir);
  return {
    ...(status.targetSource === 'session' ? { targetWords: status.targetWords } : {}),
    parallel: (status.session?.parallel ?? 1) > 1,
  };
}

export async function planFiles(context: StudioContext, name: string) {
  const dir = await projectDir(context, name);
  const options = await planOptions(dir);
  const files = [];
  for (const file of PLAN_FILES) {
    const text = (await readTextIfExists(path.join(dir, file)).catch(() => undefined)) ?? '';
    files.push({ file, text, check: checkPlanText(file, text, languageOf(context), options) });
  }
  const owner = await liveLockOwner(projectLockPath(dir));
  return { files, ...(owner ? { writingPid: owner.pid } : {}) };
}

function planFile(file: string): string {
  if (!PLAN_FILES.includes(file)) throw new StudioRefusal(404, `Only ${PLAN_FILES.join(' and ')} are edited here.`);
  return file;
}

export async function checkPlanFile(
  context: StudioContext,
  name: string,
  file: string,
  text: string,
): Promise<PlanView> {
  const dir = await projectDir(context, name);
  return checkPlanText(planFile(file), text, languageOf(context), await planOptions(dir));
}

/** Save a plan file atomically, holding the project's lock (refused while a run holds it). */
export async function savePlan(context: StudioContext, name: string, file: string, text: string): Promise<PlanView> {
  const dir = await projectDir(context, name);
  const target = path.join(dir, planFile(file));
  await underLock(dir, name, () => writeFileAtomic(target, text));
  return checkPlanText(file, text, languageOf(context), await planOptions(dir));
}

/** The language the checker reads the books in: the settings' (lang), English by default. */
const languageOf = (context: StudioContext): Language => languageFor(context.meta.lang);

export async function continuity(context: StudioContext, name: string): Promise<CastMap> {
  const dir = await projectDir(context, name);
  const language = languageOf(context);
  return castMap(await readManuscript(dir, language), language);
}

export const DOWNLOADS: Record<string, { format: Format; type: string }> = {
  epub: { format: 'epub', type: 'application/epub+zip' },
  docx: { format: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  html: { format: 'html', type: 'text/html; charset=utf-8' },
};

/** The book `writer export` writes, as bytes to download under the name it would be written as. */
export async function exportDownload(
  context: StudioContext,
  name: string,
  kind: string,
): Promise<{ data: Uint8Array; type: string; filename: string }> {
  const wanted = DOWNLOADS[kind];
  if (!wanted) throw new StudioRefusal(404, `No ${kind} export: EPUB, DOCX or HTML.`);
  const dir = await projectDir(context, name);
  const book = await loadBook(dir, { ...context.meta, date: exportDate(process.env) });
  if (book.chapters.length === 0) throw new StudioRefusal(409, `${name} has no chapters to export yet.`);
  const data = await renderBook(book, wanted.format);
  return {
    data: typeof data === 'string' ? new TextEncoder().encode(data) : data,
    type: wanted.type,
    filename: path.basename(defaultTarget(dir, wanted.format)),
  };
}
