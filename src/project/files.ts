import { promises as fs } from 'node:fs';
import path from 'node:path';
import { naturalOrder } from '../util/order.js';
import { countWords, formatNumber, wordsLabel } from '../util/words.js';
import { readOutline, workWords } from './outline.js';

export interface ProjectFile {
  /** Path relative to the project folder, with forward slashes. */
  path: string;
  words: number;
  bytes: number;
}

/**
 * Word counts remembered by file size and modification time, so listing a
 * project of a hundred chapters after each write re-reads only what changed.
 * One per session (never shared between processes' sessions by accident).
 */
export class WordCountCache {
  private readonly entries = new Map<string, { size: number; mtimeMs: number; words: number }>();

  async words(file: string, size: number, mtimeMs: number): Promise<number> {
    const known = this.entries.get(file);
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.words;
    const words = countWords(await fs.readFile(file, 'utf8'));
    this.entries.set(file, { size, mtimeMs, words });
    return words;
  }
}

/**
 * The work's files with their word counts, in path order. Names starting with
 * "." (writer's journal, summaries, temporary files) are not part of the work.
 */
export async function listProjectFiles(projectDir: string, cache = new WordCountCache()): Promise<ProjectFile[]> {
  const files: ProjectFile[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(dir, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(absolute, relative);
      else if (entry.isFile()) {
        const stat = await fs.stat(absolute);
        files.push({ path: relative, words: await cache.words(absolute, stat.size, stat.mtimeMs), bytes: stat.size });
      }
    }
  }
  await walk(projectDir, '');
  return files.sort((a, b) => naturalOrder(a.path, b.path));
}

export function totalWords(files: readonly ProjectFile[]): number {
  return files.reduce((sum, file) => sum + file.words, 0);
}

/** The work's words (its chapters; the plan files apart): the count every report gives. */
export async function workWordsOf(projectDir: string, files: readonly ProjectFile[]): Promise<number> {
  return workWords(await readOutline(projectDir), files);
}

/** "12,345 of 30,000 words in the work (41%)": progress toward the target, counting chapters only. */
export async function progressToward(
  projectDir: string,
  files: readonly ProjectFile[],
  targetWords: number,
): Promise<string> {
  const work = workWords(await readOutline(projectDir), files);
  return `${formatNumber(work)} of ${formatNumber(targetWords)} words in the work (${Math.round((work / targetWords) * 100)}%)`;
}

/** "- chapters/01.md (2,345 words)" lines, for context messages and reports. */
export function formatFileList(files: readonly ProjectFile[]): string {
  if (files.length === 0) return '(no files yet)';
  return files.map((f) => `- ${f.path} (${wordsLabel(f.words)})`).join('\n');
}
