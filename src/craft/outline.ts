import path from 'node:path';
import { readTextIfExists } from '../util/files.js';

/**
 * The outline (outline.md) as the run reads it: which chapter files the work
 * is planned to have, with titles and word budgets. The system prompt asks
 * the model for one line per chapter naming its file; anything else in the
 * file is free prose and ignored here.
 */

export const OUTLINE_FILE = 'outline.md';
export const BIBLE_FILE = 'bible.md';

export interface OutlineEntry {
  file: string;
  title: string;
  /** The rest of the line: what the chapter is for. */
  purpose?: string;
  budget?: number;
}

const FILE = /`?((?:[\p{L}\p{N}_-]+\/)*[\p{L}\p{N}_-]+\.md)`?/u;
const BUDGET = /\(?\s*~?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*words?\s*\)?/i;
/** Em and en dashes and bars always separate; a hyphen or colon only with a space after it. */
const SEPARATOR = /\s*[—–|]\s*|\s+-{1,2}\s+|:\s+/;

export function parseOutline(text: string): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    const file = FILE.exec(line)?.[1];
    if (!file || seen.has(file) || file === OUTLINE_FILE || file === BIBLE_FILE) continue;
    seen.add(file);
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
 * The words of the work itself: the chapters the outline names, or, without
 * an outline, every file but the plan. Planning notes do not count toward
 * the target length.
 */
export function workWords(outline: readonly OutlineEntry[], files: readonly { path: string; words: number }[]): number {
  const chapters = outline.length > 0 ? new Set(outline.map((entry) => entry.file)) : undefined;
  return files
    .filter((file) => (chapters ? chapters.has(file.path) : file.path !== OUTLINE_FILE && file.path !== BIBLE_FILE))
    .reduce((sum, file) => sum + file.words, 0);
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
