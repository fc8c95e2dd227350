import path from 'node:path';
import { readTextIfExists } from '../util/files.js';
import { naturalOrder } from '../util/order.js';

/**
 * The outline (outline.md) as the run reads it: which chapter files the work
 * is planned to have, with titles and word budgets. The system prompt asks
 * the model for one line per chapter naming its file; anything else in the
 * file is free prose and ignored here.
 */

export const OUTLINE_FILE = 'outline.md';
export const BIBLE_FILE = 'bible.md';
/** A critique of the draft (a reviewer's notes), never part of the work. */
export const REVIEW_FILE = 'review.md';
/** Files about the work rather than of it. */
const PLAN_FILES = new Set([OUTLINE_FILE, BIBLE_FILE, REVIEW_FILE]);

export interface OutlineEntry {
  file: string;
  title: string;
  /** The rest of the line: what the chapter is for. */
  purpose?: string;
  budget?: number;
}

const FILE = /`?((?:[\p{L}\p{N}_-]+\/)*[\p{L}\p{N}_-]+\.md)`?/u;
const BUDGET = /\(?\s*~?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*words?\s*\)?/i;
/**
 * Em and en dashes and bars always separate; a hyphen or colon only with a space after it (a hyphen
 * with a space before it too, or at the start: what the file name left, in "- ch1.md - Title").
 */
const SEPARATOR = /\s*[—–|]\s*|(?:^|\s+)-{1,2}\s+|:\s+/;

/**
 * A chapter's seam, on an indented line under its outline line (see
 * src/parallel/plan.ts): "  - Opens: …" and "  - Ends: …". Such a line may
 * name another chapter's file without being a chapter of its own.
 */
export const SEAM_LINE = /^\s*(?:[-*+]\s*)?\**(opens|ends)\**\s*:\**\s*(.*)$/i;

export function parseOutline(text: string): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (SEAM_LINE.test(line)) continue;
    const file = FILE.exec(line)?.[1];
    if (!file || seen.has(file) || PLAN_FILES.has(file)) continue;
    seen.add(file);
    // Stryker disable next-line StringLiteral: the title is always set below (parts[0] ?? '')
    const entry: OutlineEntry = { file, title: '' };
    const budgetMatch = BUDGET.exec(line);
    if (budgetMatch)
      entry.budget = Math.round(Number((budgetMatch[1] as string).replace(/,/g, '')) * (budgetMatch[2] ? 1000 : 1));
    const rest = line
      .replace(FILE, '')
      .replace(BUDGET, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s*/, '')
      .replace(/\*\*/g, '');
    const parts = rest
      .split(SEPARATOR)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    entry.title = parts[0] ?? '';
    if (parts.length > 1) entry.purpose = parts.slice(1).join(' — ');
    entries.push(entry);
  }
  return entries;
}

/**
 * The files of the work itself, in reading order: the chapters the outline
 * names (written or not), or, without an outline, every markdown file but
 * the plan, by name with numbers in numeric order (chapter_2 before
 * chapter_10). Status, progress and export all take the work from here, so
 * they count the same words.
 */
export function workFiles(outline: readonly OutlineEntry[], files: readonly { path: string }[]): string[] {
  if (outline.length > 0) return outline.map((entry) => entry.file);
  return files
    .map((file) => file.path)
    .filter((file) => file.endsWith('.md') && !PLAN_FILES.has(file))
    .sort(naturalOrder);
}

/** Whether a file is planning (outline, bible, review) rather than the work. */
export function isPlanFile(file: string): boolean {
  return PLAN_FILES.has(file);
}

/** The words of the work itself (see workFiles): planning notes do not count toward the target length. */
export function workWords(outline: readonly OutlineEntry[], files: readonly { path: string; words: number }[]): number {
  const work = new Set(workFiles(outline, files));
  return files.filter((file) => work.has(file.path)).reduce((sum, file) => sum + file.words, 0);
}

/**
 * The one word count every report gives (run summary, -q, status, export, batch, list): the work is
 * its chapters (see workFiles); the plan files (outline, bible, review) are listed apart, never added in.
 */
export interface WorkCount {
  words: number;
  /** The chapter files that exist, in reading order. */
  chapters: string[];
  /** The plan files that exist, with their words. */
  plan: Array<{ path: string; words: number }>;
}

export function countWork(
  outline: readonly OutlineEntry[],
  files: readonly { path: string; words: number }[],
): WorkCount {
  const words = new Map(files.map((file) => [file.path, file.words]));
  const chapters = workFiles(outline, files).filter((file) => words.has(file));
  return {
    words: chapters.reduce((sum, file) => sum + (words.get(file) ?? 0), 0),
    chapters,
    plan: files.filter((file) => isPlanFile(file.path)).map((file) => ({ path: file.path, words: file.words })),
  };
}

export async function countWorkIn(
  projectDir: string,
  files: readonly { path: string; words: number }[],
): Promise<WorkCount> {
  return countWork(await readOutline(projectDir), files);
}

export async function readOutline(projectDir: string): Promise<OutlineEntry[]> {
  const text = await readTextIfExists(path.join(projectDir, OUTLINE_FILE));
  return text === undefined ? [] : parseOutline(text);
}

/** Longest text of one planning document carried in a context message. */
const MAX_DOC_CHARS = 30_000;

/**
 * outline.md and bible.md as they are on disk now, for the messages that
 * replace history (compression, recovery): the plan must never live only in
 * a summary.
 */
export async function planningDocuments(projectDir: string): Promise<string> {
  const sections: string[] = [];
  for (const name of [OUTLINE_FILE, BIBLE_FILE]) {
    const text = await readTextIfExists(path.join(projectDir, name));
    if (text === undefined || text.trim() === '') continue;
    const shown =
      text.length > MAX_DOC_CHARS
        ? `${text.slice(0, MAX_DOC_CHARS)}\n[… cut here; read the rest with read_file]`
        : text;
    sections.push(`--- ${name} (current, in full) ---\n${shown.trim()}\n--- end of ${name} ---`);
  }
  return sections.join('\n\n');
}
