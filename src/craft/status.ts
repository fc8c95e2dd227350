import { promises as fs } from 'node:fs';
import path from 'node:path';
import { newestSummaryFile, parseSummaryFile, type SummaryMeta } from '../context/summaryFile.js';
import { type EndRecord, readJournal, type SessionRecord } from '../journal/journal.js';
import { lastEnd } from '../journal/lastEnd.js';
import type { TokenUsage } from '../model/types.js';
import { listProjectFiles, type ProjectFile, totalWords } from '../project/files.js';
import { isPlanFile, type OutlineEntry, readOutline, workWords } from '../project/outline.js';
import { lengthScore } from './length.js';
import { type ReviewCounts, readReview } from './review.js';

export interface ChapterStatus extends OutlineEntry {
  words: number;
  written: boolean;
  /** LongBench-Write length score against the chapter's budget. */
  score?: number;
}

export interface ProjectStatus {
  dir: string;
  name: string;
  files: ProjectFile[];
  /** Every file's words. */
  totalWords: number;
  /** The work's own words (chapters, not the plan): what the target is measured against. */
  workWords: number;
  targetWords?: number;
  /** Where the target came from. */
  targetSource?: 'session' | 'outline';
  score?: number;
  chapters: ChapterStatus[];
  /** Files that are neither in the outline nor the outline or bible themselves. */
  otherFiles: ProjectFile[];
  /** The plan files (outline, bible, review) with their words: listed apart, never counted as the work. */
  planFiles: ProjectFile[];
  newestSummary?: { file: string; meta: Partial<SummaryMeta> };
  session?: SessionRecord;
  lastEnd?: EndRecord;
  iteration: number;
  /** The findings of review.md, when the project has one. */
  review?: ReviewCounts;
  /** Every request's usage in the journal (every run, summary calls included): the spend in all. */
  usages: TokenUsage[];
  /** A journal or a summary file is there to resume from (the CLI words the command). */
  resumable: boolean;
}

/** Chapters shorter than this are shown as not written. */
const WRITTEN_MIN_WORDS = 50;

export async function projectStatus(projectDir: string): Promise<ProjectStatus> {
  const dir = path.resolve(projectDir);
  const [files, outline, journal, newest, review] = await Promise.all([
    listProjectFiles(dir),
    readOutline(dir),
    readJournal(dir),
    newestSummaryFile(dir),
    readReview(dir),
  ]);
  const words = new Map(files.map((file) => [file.path, file.words]));
  const chapters: ChapterStatus[] = outline.map((entry) => {
    const count = words.get(entry.file) ?? 0;
    return {
      ...entry,
      words: count,
      written: count >= WRITTEN_MIN_WORDS,
      ...(entry.budget && count > 0 ? { score: lengthScore(entry.budget, count) } : {}),
    };
  });
  const inOutline = new Set(outline.map((entry) => entry.file));
  const otherFiles = files.filter((file) => !inOutline.has(file.path) && !isPlanFile(file.path));

  let session: SessionRecord | undefined;
  let iteration = 0;
  let revisedTarget: number | undefined;
  const usages: TokenUsage[] = [];
  for (const record of journal?.records ?? []) {
    if ((record.type === 'message' || record.type === 'usage') && record.usage) usages.push(record.usage);
    if (record.type === 'session') session ??= record;
    if (record.type === 'resume' && record.targetWords) revisedTarget = record.targetWords;
    if ('iteration' in record) iteration = Math.max(iteration, record.iteration);
  }
  const ended = lastEnd(journal?.records ?? []);
  const summary = newest ? { file: newest, meta: parseSummaryFile(await fs.readFile(newest, 'utf8')).meta } : undefined;

  const total = totalWords(files);
  const work = workWords(outline, files);
  const budgets = outline.reduce((sum, entry) => sum + (entry.budget ?? 0), 0);
  const sessionTarget = revisedTarget ?? session?.targetWords ?? summary?.meta.targetWords;
  const targetWords = sessionTarget ?? (budgets > 0 ? budgets : undefined);
  return {
    dir,
    name: path.basename(dir),
    files,
    totalWords: total,
    workWords: work,
    ...(targetWords
      ? { targetWords, targetSource: sessionTarget ? 'session' : 'outline', score: lengthScore(targetWords, work) }
      : {}),
    chapters,
    otherFiles,
    planFiles: files.filter((file) => isPlanFile(file.path)),
    ...(summary ? { newestSummary: summary } : {}),
    ...(session ? { session } : {}),
    ...(ended ? { lastEnd: ended } : {}),
    iteration: Math.max(iteration, summary?.meta.iteration ?? 0),
    ...(review ? { review } : {}),
    usages,
    resumable: journal !== undefined || newest !== undefined,
  };
}

/** The project folder most recently changed under an output folder. */
export async function newestProject(outputDir: string): Promise<string | undefined> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(outputDir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  let newest: { dir: string; mtime: number } | undefined;
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(outputDir, entry.name);
    const mtime = (await fs.stat(dir)).mtimeMs;
    if (!newest || mtime > newest.mtime) newest = { dir, mtime };
  }
  return newest?.dir;
}
